import SwiftUI

struct SettingsView: View {
    let count: Double

    var body: some View {
        Text("Settings")
        Button("Sign out") {}
    }
}
