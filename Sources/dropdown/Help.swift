/// The text of `dropdown --help`.
let helpText = """
    dropdown: a select prompt for the terminal, and a demo of the DropdownSelectMenu component.

    USAGE
      dropdown [FLAGS] [OPTION ...]     ask to choose one of the options (or several with --multiple)
      printf 'a\\nb\\n' | dropdown [FLAGS] options from standard input, one per line; keys from the terminal
      dropdown --filter QUERY < lines   print the lines matching QUERY, best first, and exit
      dropdown demo                     the checkout screen of the component

    FLAGS
      --title T          the field's title (default "Choose")
      --placeholder P    what the field shows with nothing selected (default "Choose")
      --selected VALUE   start with VALUE selected and highlighted; repeat with --multiple.
                         Without a terminal, VALUE is printed as the answer
      --multiple, -m     choose several: Tab or Space toggles (Tab only with --search), Enter
                         confirms (with nothing marked: the highlighted option), Ctrl-A selects all
      --limit N          choose at most N (implies --multiple)
      --height ROWS      show at most ROWS rows of options (default 10; fewer if the terminal is short)
      --search           type to filter the options with fuzzy matching (matches are underlined);
                         the query is edited as in a shell (see KEYS), at most 1,000 characters
      --filter QUERY, -f QUERY
                         print the options matching QUERY, ranked as fzf --filter ranks them
      --no-color         no colours (also when NO_COLOR is set; CLICOLOR_FORCE turns them on)
      -h, --help         this help
      --version          the version
      --                 what follows is options, even if it starts with "-"

    KEYS
      ↑ ↓, Ctrl-P Ctrl-N   move (disabled rows are skipped)
      Home End PgUp PgDn   first, last, a page up or down
      Enter                choose the highlighted option (with --multiple: confirm the marked
                           ones; with none marked, choose the highlighted one, as fzf --multi)
      Space                choose (with --multiple: toggle); a space inside typeahead
      a letter             jump to the next option starting with it; type more to refine
      with --search        letters edit the query: ← → (Ctrl-B Ctrl-F) move in it, Ctrl/Alt+← →
                           by words, Backspace and Delete delete, Ctrl-W the word before the
                           cursor, Ctrl-U everything before it, Ctrl-K everything after it
      Tab, Shift-Tab       choose the highlighted option and finish (with --multiple: toggle it)
      Escape               clear the query, then cancel
      Ctrl-C               cancel, at once whatever the prompt is doing (also inside a paste)
      Ctrl-Z               suspend (the prompt comes back on fg)

    OUTPUT AND EXIT STATUS
      The chosen option is printed on standard output (one line per option with --multiple); the
      prompt is drawn on the terminal (/dev/tty, whatever standard input and error are) and leaves
      one line, "✔ Title: value". Near the bottom of the terminal the screen scrolls up to make
      room for the list, as fzf does. With TERM=dumb the prompt is a numbered menu instead: type a
      number (several with --multiple: "1 3") or a label, and Enter; other text narrows the list.
      0    an option was chosen (--filter: something matched)
      1    the prompt closed with nothing chosen (--filter: nothing matched), or there were no
           options and no terminal
      2    usage error, standard input unreadable, or no terminal to ask on without --selected
      130  cancelled with Escape or interrupted with Ctrl-C
      A terminating signal (SIGTERM, SIGHUP …) restores the terminal and ends the prompt by that
      signal; SIGUSR1, SIGUSR2, SIGALRM and other timer signals are ignored, as fzf ignores them.

    Options may contain any text; control characters are shown escaped (␛, ⟨U+202E⟩) and printed
    back exactly as given. Invalid UTF-8 is shown with U+FFFD and printed back byte for byte. A
    line is shown and searched by its first 4 KiB, and printed whole.
    """
