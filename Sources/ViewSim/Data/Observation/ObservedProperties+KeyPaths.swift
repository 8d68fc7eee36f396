// Models nothing in SwiftUI: the key path instances known to name one observable property.
// The `@Observable` macro writes a key path literal at each use (`\.value` in the getter, the
// setter's `withMutation`, and `_modify`'s `access`, `willSet` and `didSet`), and each literal is
// an instance of its own, so a property is met under several.
// viewsim's engine: the first four are kept in place, beside the property's other fields, the
// rest (a property reached through key paths made at run time) in an array: a property's read
// and write find it by identity without reaching another allocation.

extension ObservedProperties {
    /// The key path instances known to name one property, the one first met first.
    ///
    /// ```swift
    /// var known = KnownKeyPaths(first: getterLiteral)
    /// known.append(willSetLiteral)
    /// known.contains(identical: willSetLiteral)   // true
    /// ```
    struct KnownKeyPaths {
        /// The instance the property was first met under.
        let first: AnyKeyPath
        /// The next three instances met, in order (nil until met).
        private var second: AnyKeyPath?
        private var third: AnyKeyPath?
        private var fourth: AnyKeyPath?
        /// Every instance after the fourth.
        private var more: [AnyKeyPath] = []

        init(first: AnyKeyPath) { self.first = first }

        /// Whether `keyPath` is one of them (by identity).
        func contains(identical keyPath: AnyKeyPath) -> Bool {
            if first === keyPath || second === keyPath || third === keyPath || fourth === keyPath { return true }
            return fourth != nil && more.contains { $0 === keyPath }
        }

        /// Whether one of them is in `instances` (by identity).
        func containsAny(of instances: [AnyKeyPath]) -> Bool {
            instances.contains { contains(identical: $0) }
        }

        /// Adds `keyPath` (not one of them yet).
        mutating func append(_ keyPath: AnyKeyPath) {
            if second == nil {
                second = keyPath
            } else if third == nil {
                third = keyPath
            } else if fourth == nil {
                fourth = keyPath
            } else {
                more.append(keyPath)
            }
        }

        /// Adds `keyPath` unless it is one of them already.
        mutating func learn(_ keyPath: AnyKeyPath) {
            if !contains(identical: keyPath) { append(keyPath) }
        }
    }
}
