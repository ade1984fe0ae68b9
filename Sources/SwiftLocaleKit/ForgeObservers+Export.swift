// The observer API lives in its own small module (apps that only follow the system locale import
// `ForgeObservers` alone); `import SwiftLocaleKit` keeps providing it.
@_exported import ForgeObservers
