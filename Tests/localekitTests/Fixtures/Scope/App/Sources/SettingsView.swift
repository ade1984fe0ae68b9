import SwiftUI

struct SettingsView: View {
    var body: some View {
        Text(NSLocalizedString("settings.title", comment: "The settings screen's title"))
    }
}

#Preview {
    Text("preview.only")
}
