extension LocaleKitConfiguration {
    /// The `usage` object of `localekit.json`: where the Swift sources are and which calls take keys.
    public struct UsageOptions: Sendable, Hashable {
        /// Folders or files of Swift sources (relative to the configuration's folder). When set,
        /// `check` runs `undefined-key` (and `unused-key` when turned on).
        public var sources: [String]
        /// Functions whose first argument is a key (`"tr"`, `"Current.localized.core"`).
        public var functions: [String]
        /// `structured`, `flat` or `swiftgen`: whose naming the accessors in the sources follow.
        public var template: String?
        /// Table → enum name for tables other than the primary one (SwiftGen's `enumName` per table).
        public var tableEnums: [String: String]

        /// Options; empty `sources` means no usage analysis.
        public init(
            sources: [String] = [], functions: [String] = [], template: String? = nil,
            tableEnums: [String: String] = [:]
        ) {
            self.sources = sources
            self.functions = functions
            self.template = template
            self.tableEnums = tableEnums
        }
    }

    /// The fields of the `usage` object.
    public static let usageFieldNames = ["sources", "functions", "template", "tableEnums"]
}
