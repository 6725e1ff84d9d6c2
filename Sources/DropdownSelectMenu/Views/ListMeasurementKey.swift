#if canImport(SwiftUI)
    @_spi(Session) import DropdownCore
    import SwiftUI

    /// The measurements of an open list, merged on their way up (rule R5).
    struct ListMeasurementKey<ID: Hashable>: PreferenceKey {
        static var defaultValue: ListMeasurement<ID> { ListMeasurement() }
        static func reduce(value: inout ListMeasurement<ID>, nextValue: () -> ListMeasurement<ID>) {
            value.merge(nextValue())
        }
    }
#endif
