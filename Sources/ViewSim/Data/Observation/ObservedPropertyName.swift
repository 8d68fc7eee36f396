// Models nothing in SwiftUI: the name of an `@Observable` property as the trace prints it
// (`ModelData.landmarks`). The macro turns a stored property into a computed one over a stored
// `_landmarks`, and a key path to a computed property does not carry its name; so the name is
// found among the stored properties of the model's class (and its superclasses) that start with
// `_` and have the key path's value type.
// Simplifies: when several stored properties have that type, the one whose bits a write
// changed is the one; until a write tells, or when a write changes none or several, the
// candidates are all named (`ModelData.(first or second)` is never guessed into one).
@_spi(Reflection) import Swift
import Synchronization

/// The model, value type and name of one observable property.
///
/// ```swift
/// let name = ObservedPropertyName(\ModelData.landmarks, of: model)
/// name.model       // "ModelData"
/// name.candidates  // [("landmarks", offset 16)]: one stored `_landmarks` of that type
/// ```
/// viewsim's engine: a class, immutable: each write keeps one reference to its property's name,
/// not a copy of its strings and candidates (about 250 instructions a write). One instance per
/// model type and value type (`shared(_:of:)`): what it holds depends on nothing else, and each
/// model's own copy was two more cache lines an update touched (the name and its candidates),
/// missed when the models are many.
final class ObservedPropertyName: Sendable {
    /// The names made so far, by the model's type and the value's type.
    private static let made = Mutex<[Pair: ObservedPropertyName]>([:])

    /// A model type and a value type.
    private struct Pair: Hashable {
        let model: ObjectIdentifier
        let member: ObjectIdentifier
    }

    /// The name of `keyPath`'s property of `subject`: made once for `subject`'s type and the
    /// value's type, the same instance after that.
    static func shared<Subject, Member>(_ keyPath: KeyPath<Subject, Member>, of subject: Subject)
        -> ObservedPropertyName
    {
        let pair = Pair(model: ObjectIdentifier(type(of: subject as Any)), member: ObjectIdentifier(Member.self))
        if let known = made.withLock({ $0[pair] }) { return known }
        let name = ObservedPropertyName(keyPath, of: subject)
        return made.withLock { names in
            if let known = names[pair] { return known }
            names[pair] = name
            return name
        }
    }

    /// A stored property that may be the key path's: its name (without the macro's `_`) and
    /// its offset in the instance.
    struct Candidate: Sendable, Equatable {
        let name: String
        let offset: Int
    }

    /// The model's type name, `ModelData`.
    let model: String
    /// The property's type name, `Array<Landmark>`.
    let valueType: String
    /// The stored properties it may be, in declaration order (superclasses first); one when known.
    let candidates: [Candidate]
    /// The size of the property's value, to compare candidates' bits before and after a write.
    let size: Int

    init<Subject, Member>(_ keyPath: KeyPath<Subject, Member>, of subject: Subject) {
        model = _typeName(type(of: subject as Any), qualified: false)
        valueType = _typeName(Member.self, qualified: false)
        size = MemoryLayout<Member>.size
        guard let type = type(of: subject as Any) as? AnyObject.Type else {
            candidates = []
            return
        }
        var chain: [AnyObject.Type] = [type]
        while let superclass = _getSuperclass(chain[chain.count - 1]) { chain.append(superclass) }
        var found: [Candidate] = []
        for type in chain.reversed() {
            // `_EachFieldOptions.classType` is bit 0 (a `static var`, so spelled by its value).
            _ = _forEachField(of: type, options: _EachFieldOptions(rawValue: 1 << 0)) { name, offset, fieldType, _ in
                let label = String(cString: name)
                if label.hasPrefix("_"), !label.hasPrefix("_$"), fieldType == Member.self {
                    found.append(Candidate(name: String(label.dropFirst()), offset: offset))
                }
                return true
            }
        }
        candidates = found
    }

    /// No property: what an `ObservedProperties` keeps in place before its model's first
    /// property is met (never named in a trace).
    static let placeholder = ObservedPropertyName()

    private init() {
        model = ""
        valueType = ""
        candidates = []
        size = 0
    }

    /// The bits of each candidate of `object` now (empty when there is one candidate or none).
    func candidateBits(of object: AnyObject) -> [[UInt8]] {
        guard candidates.count > 1 else { return [] }
        let base = UnsafeRawPointer(Unmanaged.passUnretained(object).toOpaque())
        return withExtendedLifetime(object) {
            candidates.map { Array(UnsafeRawBufferPointer(start: base + $0.offset, count: size)) }
        }
    }
}
