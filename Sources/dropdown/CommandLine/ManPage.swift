/// The manual page of `dropdown --man`, in roff (`man -l -` shows it), made from ``Flag/all`` and
/// ``ExitStatus``, so that it lists the same flags as `--help`.
enum ManPage {
    static func text(version: String) -> String {
        var page = """
            .TH DROPDOWN 1 "" "\(escaped(version))" "User Commands"
            .SH NAME
            dropdown \\- a select prompt for shell scripts
            .SH SYNOPSIS
            .B dropdown
            [\\fIFLAGS\\fR] [\\fIOPTION\\fR ...]
            .br
            .B dropdown
            [\\fIFLAGS\\fR] < \\fIlines\\fR
            .br
            .B dropdown \\-\\-filter
            \\fIQUERY\\fR < \\fIlines\\fR
            .SH DESCRIPTION
            \(escaped("dropdown asks to choose one of the options (or several, with --multiple) in the terminal, and prints the choice on standard output. Options come from the arguments, or one per line on standard input; keys come from the terminal (/dev/tty), where the prompt is drawn, so the prompt works inside $(...) and pipes."))

            """
        for group in Flag.Group.allCases {
            page += ".SH \(group.rawValue)\n"
            for flag in Flag.all where flag.group == group {
                page += ".TP\n"
                var names = "\\fB" + escaped(flag.name) + "\\fR"
                if let short = flag.short { names = "\\fB\\-\(escaped(String(short)))\\fR, " + names }
                if let value = flag.value { names += " \\fI" + escaped(value) + "\\fR" }
                page += names + "\n" + escaped(flag.help) + "\n"
            }
        }
        page += ".SH EXIT STATUS\n"
        for status in ExitStatus.allCases {
            page += ".TP\n.B \(status.code)\n\(escaped(status.meaning))\n"
        }
        page += """
            .SH EXAMPLES
            .nf
            choice=$(dropdown \\-\\-title Shipping Standard Express Overnight)
            git branch \\-\\-format='%(refname:short)' | dropdown \\-\\-search \\-\\-preview 'git log \\-5 {}'
            printf 'Standard|std\\\\nExpress|exp\\\\n' | dropdown \\-\\-label\\-delimiter '|'
            printf 'Euro|EUR\\\\nPound sterling|GBP\\\\n' | dropdown \\-\\-keywords\\-delimiter '|' \\-\\-search
            dropdown \\-\\-multiple \\-\\-ordered \\-\\-output json \\-\\-search < list
            .fi
            .SH SEE ALSO
            .BR fzf (1)

            """
        return page
    }

    /// Text safe in roff: backslashes as `\e`, dashes as `\-`, characters beyond ASCII as `\[uXXXX]`,
    /// a `.` or `'` that starts a line guarded.
    static func escaped(_ text: String) -> String {
        var result = ""
        var atLineStart = true
        for scalar in text.unicodeScalars {
            if atLineStart && (scalar == "." || scalar == "'") { result += "\\&" }
            switch scalar {
            case "\\": result += "\\e"
            case "-": result += "\\-"
            case _ where !scalar.isASCII:
                let hex = String(scalar.value, radix: 16, uppercase: true)
                result += "\\[u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + "]"
            default: result.unicodeScalars.append(scalar)
            }
            atLineStart = scalar == "\n"
        }
        return result
    }
}
