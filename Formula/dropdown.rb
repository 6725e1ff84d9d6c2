# Homebrew formula for the `dropdown` command, built from source with Swift, with its shell
# completions and manual page. This repository is its tap:
#   brew tap dropdownselectmenu/dropdown https://github.com/DropdownSelectMenu/DropdownSelectMenu.git
#   brew install dropdownselectmenu/dropdown/dropdown        # --HEAD for the main branch
# Scripts/check-install-snippet (run by .ci/run) checks it against the package and the changelog.
class Dropdown < Formula
  desc "Select prompt for shell scripts: a dropdown menu in the terminal, with fuzzy search"
  homepage "https://github.com/DropdownSelectMenu/DropdownSelectMenu"
  url "https://github.com/DropdownSelectMenu/DropdownSelectMenu.git", tag: "0.1.0"
  license "MIT"
  head "https://github.com/DropdownSelectMenu/DropdownSelectMenu.git", branch: "main"

  # Swift 6: Xcode 16 on macOS, the swift formula on Linux.
  depends_on xcode: ["16.0", :build]
  uses_from_macos "swift" => :build

  def install
    system "swift", "build", "--disable-sandbox", "--configuration", "release", "--product", "dropdown"
    bin.install ".build/release/dropdown"
    # `dropdown --completions bash|zsh|fish` prints each script; `dropdown --man` the page.
    generate_completions_from_executable(bin/"dropdown", "--completions")
    (man1/"dropdown.1").write Utils.safe_popen_read(bin/"dropdown", "--man")
  end

  test do
    assert_match(/^dropdown \d+\.\d+\.\d+$/, shell_output("#{bin}/dropdown --version"))
    assert_equal "bravo\n", pipe_output("#{bin}/dropdown --filter brv", "alpha\nbravo\n")
    assert_match "complete", shell_output("#{bin}/dropdown --completions bash")
  end
end
