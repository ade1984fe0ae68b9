import SwiftUI

struct TimelineView: View {
    /// The same name as `Settings`' `count: Double`: each module is typed by its own declarations.
    let count: Int

    var body: some View {
        Text("Timeline")
        Text("\(count) new posts")
    }
}
