import SwiftUI

/// A target without a catalog: its keys go to no other module's catalog.
let sharedTitle = LocalizedStringResource("Shared title")
