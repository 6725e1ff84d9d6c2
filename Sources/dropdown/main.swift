#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

StandardDescriptors.occupyClosed()  // before anything opens a descriptor
exit(runDropdown(Array(CommandLine.arguments.dropFirst())).code)
