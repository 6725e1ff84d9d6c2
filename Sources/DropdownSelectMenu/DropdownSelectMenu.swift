#if canImport(SwiftUI)
    import SwiftUI
    import DropdownCore
#endif
