#if canImport(SwiftUI)
    @_spi(Session) import DropdownCore
    import SwiftUI

    /// Reports a measurement of the view it is the background of (rule R5), through a preference:
    /// measured by layout, merged on the way up, recorded by the list once per change.
    @MainActor
    struct ListMeasurementReader<ID: Hashable>: View {
        let fill: (inout ListMeasurement<ID>, CGSize) -> Void

        var body: some View {
            GeometryReader { proxy in
                Color.clear.preference(key: ListMeasurementKey<ID>.self, value: measurement(proxy.size))
            }
        }

        private func measurement(_ size: CGSize) -> ListMeasurement<ID> {
            var measurement = ListMeasurement<ID>()
            fill(&measurement, size)
            return measurement
        }
    }
#endif
