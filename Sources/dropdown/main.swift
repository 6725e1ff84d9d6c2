#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

exit(runDropdown(Array(CommandLine.arguments.dropFirst())).code)
