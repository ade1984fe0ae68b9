#if canImport(UIKit)
    import UIKit

    extension LocaleKit {
        /// Forces the selected app language's direction on views (`UIView.appearance().semanticContentAttribute`).
        public var appSemanticContentAttribute: UISemanticContentAttribute {
            isRTL ? .forceRightToLeft : .forceLeftToRight
        }

        /// The selected app language's direction as UIKit spells it.
        public var appLayoutDirection: UIUserInterfaceLayoutDirection {
            isRTL ? .rightToLeft : .leftToRight
        }
    }
#endif
