import DropdownCore
import DropdownTerminal
import Testing

@Suite("The numbered menu (TERM=dumb)")
struct NumberedMenuTests {
    func menu(_ labels: [String], configuration: DropdownConfiguration = .init(), pageSize: Int = 10) -> NumberedMenu<
        Int
    > {
        NumberedMenu(
            title: "Shipping",
            state: DropdownState(
                options: labels.enumerated().map { DropdownOption(id: $0.offset, label: $0.element) },
                configuration: configuration),
            pageSize: pageSize, width: 40)
    }

    @Test("The list, numbered, then the question; a number chooses")
    func number() {
        var menu = menu(shipping)
        #expect(
            menu.start()
                == "Shipping\n  1) Standard\n  2) Express\n  3) Overnight\n  4) Pickup\nShipping [1-4, or a label]: ")
        let reply1 = menu.answer(" 2 ")
        #expect(reply1 == "")
        #expect(menu.outcome == .chosen([1]))
    }

    @Test("A label chooses; other text narrows the list, renumbered; an empty answer shows all again")
    func labelsAndSearch() {
        var menu = menu(shipping)
        let reply2 = menu.answer("ni")
        #expect(reply2 == "Shipping\n  1) Overnight\nShipping [1, or a label]: ")
        let reply3 = menu.answer("")
        #expect(reply3.hasPrefix("Shipping\n  1) Standard"))
        let reply4 = menu.answer("zzz")
        #expect(reply4.hasPrefix("No option matches 'zzz'."))
        let reply5 = menu.answer("7")
        #expect(reply5 == "'7' is not a number from 1 to 4.\nShipping [1-4, or a label]: ")
        #expect(menu.outcome == nil)
        let reply6 = menu.answer("Pickup")
        #expect(reply6 == "")
        #expect(menu.outcome == .chosen([3]))
        var narrowed = self.menu(shipping)
        _ = narrowed.answer("ni")
        #expect(narrowed.answer("Standard") == "")  // a label names an option the query hides too
        #expect(narrowed.outcome == .chosen([0]))
        #expect(narrowed.query == "ni")  // what --print-query prints
    }

    @Test("M3: several numbers with --multiple, within the limit; a long list shows a page")
    func multipleAndPages() {
        var menu = menu(
            (1...30).map { "Item \($0)" },
            configuration: DropdownConfiguration(selectionMode: .multiple, selectionLimit: 2),
            pageSize: 3)
        #expect(menu.start().contains("  … 27 more: type part of a label to narrow the list\n"))
        let reply7 = menu.answer("1,2 3")
        #expect(reply7.hasPrefix("Choose at most 2."))
        let reply8 = menu.answer("1 3")
        #expect(reply8 == "")
        #expect(menu.outcome == .chosen([0, 2]))
    }

    @Test("H1, H2, H3, H6: a parent's number or label opens its submenu, 0 goes back, a search lists leaves with paths")
    func submenus() {
        var menu = NumberedMenu(
            title: "Food",
            state: DropdownState(options: [
                DropdownOption("Fruit", children: [DropdownOption("Apple"), DropdownOption("Pear")]),
                DropdownOption("Bread"),
            ]))
        #expect(menu.start() == "Food\n  1) Fruit ›\n  2) Bread\nFood [1-2, or a label]: ")
        #expect(menu.answer("1") == "Food › Fruit\n  0) ‹ Fruit\n  1) Apple\n  2) Pear\nFood [0-2, or a label]: ")
        #expect(menu.state.submenuPath == ["Fruit"])
        #expect(menu.answer("0") == "Food\n  1) Fruit ›\n  2) Bread\nFood [1-2, or a label]: ")
        #expect(menu.state.submenuPath.isEmpty)
        #expect(menu.answer("0").hasPrefix("'0' is not a number"))  // no back row at the top level
        #expect(menu.answer("Fruit").hasPrefix("Food › Fruit\n"))  // a parent's label opens it too
        #expect(menu.answer("0").hasPrefix("Food\n"))
        #expect(menu.answer("ear") == "Food\n  1) Fruit › Pear\nFood [1, or a label]: ")  // H6
        #expect(menu.answer("1") == "")
        #expect(menu.outcome == .chosen(["Pear"]))  // H4, never the parent (H1)
        var inSubmenu = NumberedMenu(title: "Food", state: menu.state)
        _ = inSubmenu.answer("1")
        #expect(inSubmenu.answer("1") == "")  // H4: a leaf's number in a submenu chooses it
        #expect(inSubmenu.outcome == .chosen(["Apple"]))
    }

    @Test("H1: a parent among several numbers cannot be chosen")
    func parentAmongSeveral() {
        var menu = NumberedMenu(
            title: "Food",
            state: DropdownState(
                options: [DropdownOption("Fruit", children: [DropdownOption("Apple")]), DropdownOption("Bread")],
                configuration: DropdownConfiguration(selectionMode: .multiple)))
        #expect(menu.answer("1 2").hasPrefix("'Fruit' cannot be chosen."))
        #expect(menu.outcome == nil)
    }

    @Test("L5: a query that names no option lists a numbered Create row; its number adds the option")
    func create() {
        let configuration = DropdownConfiguration(allowsCreating: true)
        var single = NumberedMenu(
            title: "Tag",
            state: DropdownState(options: ["red", "green"].map(DropdownOption.init), configuration: configuration),
            createOption: { DropdownOption($0) })
        #expect(single.answer("blue") == "Tag\n  1) Create “blue”\nTag [1, or a label]: ")
        #expect(single.answer("1") == "")
        #expect(single.outcome == .chosen(["blue"]))
        #expect(single.state.option(withID: "blue") != nil)
        // With several choices, the created option joins the selection and the list is shown again.
        var several = NumberedMenu(
            title: "Tag",
            state: DropdownState(
                options: ["red", "green"].map(DropdownOption.init),
                configuration: DropdownConfiguration(selectionMode: .multiple, allowsCreating: true)),
            createOption: { DropdownOption($0) })
        #expect(several.answer("re").contains("  1) red\n  2) green\n  3) Create “re”\n"))  // L5: after the matches
        #expect(several.answer("3").contains("  3) * re\n"))
        #expect(several.state.selection == ["re"])
        #expect(several.answer("") == "")
        #expect(several.outcome == .chosen(["re"]))
        // Without a way to make the option, nothing is created: the list closed, with nothing chosen.
        var unable = NumberedMenu(
            title: "Tag", state: DropdownState(options: ["red"].map(DropdownOption.init), configuration: configuration))
        #expect(unable.answer("blue").contains("1) Create “blue”"))
        _ = unable.answer("1")
        #expect(unable.outcome == .nothingChosen && unable.state.option(withID: "blue") == nil)
    }

    @Test("N8, H1: a disabled option cannot be chosen, by number or label; single mode takes one number")
    func refusals() {
        var menu = NumberedMenu(
            title: "Shipping",
            state: DropdownState(options: [
                DropdownOption("Standard"), DropdownOption(id: "Express", label: "Express", isDisabled: true),
            ]))
        #expect(menu.answer("2") == "'Express' cannot be chosen.\nShipping [1-2, or a label]: ")
        #expect(menu.answer("Express").hasPrefix("'Express' cannot be chosen."))
        #expect(menu.answer("1 2").hasPrefix("Choose one."))
        #expect(menu.outcome == nil && menu.state.selection.isEmpty)
        #expect(menu.answer("") == "Shipping [1-2, or a label]: ")  // nothing chosen: no answer yet
        #expect(menu.answer("1") == "")
        #expect(menu.outcome == .chosen(["Standard"]))
    }

    @Test("V4: with --min 2 one number is refused with the requirement's words; the answer stays marked")
    func minimum() {
        var menu = menu(
            shipping,
            configuration: DropdownConfiguration(
                selectionMode: .multiple, multipleSelectionKeys: .prompt, requirement: .atLeast(2),
                confirmsOnlyWhenValid: true))
        #expect(menu.answer("2") == "Choose at least 2\nShipping [1-4 (several: 1 3), or a label]: ")
        #expect(menu.outcome == nil)
        #expect(menu.state.selection == [1])  // shown marked when the list is shown again
        #expect(menu.answer("").hasPrefix("Choose at least 2\n"))  // an empty answer confirms it: refused
        #expect(menu.answer("2 4") == "")
        #expect(menu.outcome == .chosen([1, 3]))
    }

    @Test("V4: with --required an empty answer is refused until an option is chosen")
    func required() {
        var menu = menu(
            shipping, configuration: DropdownConfiguration(requirement: .required, confirmsOnlyWhenValid: true))
        #expect(menu.answer("") == "Choose an option\nShipping [1-4, or a label]: ")
        #expect(menu.outcome == nil)
        #expect(menu.answer("3") == "")
        #expect(menu.outcome == .chosen([2]))
        var preselected = NumberedMenu(
            title: "Shipping",
            state: DropdownState(
                options: shipping.enumerated().map { DropdownOption(id: $0.offset, label: $0.element) },
                selection: [1],
                configuration: DropdownConfiguration(requirement: .required, confirmsOnlyWhenValid: true)))
        #expect(preselected.answer("") == "")  // the selection from the start meets it
        #expect(preselected.outcome == .chosen([1]))
    }
}
