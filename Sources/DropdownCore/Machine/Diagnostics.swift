#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes a diagnostic for developers to standard error in debug builds; release builds say nothing.
@usableFromInline
func debugDiagnostic(_ message: @autoclosure () -> String) {
    #if DEBUG
        var text = "DropdownCore: \(message())\n"
        text.withUTF8 { bytes in _ = write(2, bytes.baseAddress, bytes.count) }
    #endif
}
