// Checks a JSON value against a JSON Schema, for the subset docs/trace.schema.json
// uses: type (a name or a list of names), enum, required, properties,
// additionalProperties: false, items, anyOf and local $ref ("#/$defs/name").
// Simplifies: any other keyword is an error in the schema rather than ignored,
// so a schema cannot say more than this validator checks.

/// Validates JSON values against one schema.
struct JSONSchemaValidator {
    let schema: JSONValue

    /// Keywords that only annotate, and the ones this validator checks.
    private static let annotations: Set<String> = ["$schema", "$id", "title", "description", "$defs"]
    private static let checked: Set<String> = [
        "type", "enum", "required", "properties", "additionalProperties", "items", "anyOf", "$ref",
    ]

    /// Every way `value` breaks the schema, each with its path (`$.frames[3].events[0].kind`); empty when it conforms.
    func errors(in value: JSONValue) -> [String] {
        var errors: [String] = []
        check(value, against: schema, path: "$", errors: &errors)
        return errors
    }

    private func resolve(_ reference: String) -> JSONValue? {
        let prefix = "#/$defs/"
        guard reference.hasPrefix(prefix) else { return nil }
        return schema["$defs"]?[String(reference.dropFirst(prefix.count))]
    }

    private static func typeName(_ value: JSONValue) -> String {
        switch value {
        case .object: return "object"
        case .array: return "array"
        case .string: return "string"
        case .integer: return "integer"
        case .number: return "number"
        case .bool: return "boolean"
        case .null: return "null"
        }
    }

    private static func matches(_ value: JSONValue, type: String) -> Bool {
        let actual = typeName(value)
        return actual == type || (type == "number" && actual == "integer")
    }

    private func check(_ value: JSONValue, against schema: JSONValue, path: String, errors: inout [String]) {
        guard case .object(let keywords) = schema else {
            errors.append("\(path): the schema here is not an object")
            return
        }
        for (keyword, _) in keywords where !Self.annotations.contains(keyword) && !Self.checked.contains(keyword) {
            errors.append("\(path): the schema uses \(keyword), which this validator does not check")
        }
        if let reference = schema["$ref"]?.string {
            guard let target = resolve(reference) else {
                errors.append("\(path): unknown $ref \(reference)")
                return
            }
            check(value, against: target, path: path, errors: &errors)
        }
        if let type = schema["type"] {
            let names = type.array?.compactMap(\.string) ?? type.string.map { [$0] } ?? []
            if !names.contains(where: { Self.matches(value, type: $0) }) {
                errors.append("\(path): is \(Self.typeName(value)), expected \(names.joined(separator: " or "))")
                return
            }
        }
        if let allowed = schema["enum"]?.array, !allowed.contains(value) {
            errors.append("\(path): \(value) is not one of the allowed values")
        }
        if let alternatives = schema["anyOf"]?.array {
            let fits = alternatives.contains { alternative in
                var scratch: [String] = []
                check(value, against: alternative, path: path, errors: &scratch)
                return scratch.isEmpty
            }
            if !fits { errors.append("\(path): matches none of anyOf's schemas") }
        }
        if case .object(let members) = value {
            for name in schema["required"]?.array?.compactMap(\.string) ?? [] where value[name] == nil {
                errors.append("\(path): lacks the required \(name)")
            }
            let properties = schema["properties"]
            for (key, member) in members {
                if let property = properties?[key] {
                    check(member, against: property, path: "\(path).\(key)", errors: &errors)
                } else if schema["additionalProperties"] == .bool(false) {
                    errors.append("\(path): has \(key), which the schema does not allow")
                }
            }
        }
        if case .array(let items) = value, let itemSchema = schema["items"] {
            for (index, item) in items.enumerated() {
                check(item, against: itemSchema, path: "\(path)[\(index)]", errors: &errors)
            }
        }
    }
}
