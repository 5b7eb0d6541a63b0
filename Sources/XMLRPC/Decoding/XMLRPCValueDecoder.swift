import Foundation

/// A `Decoder` over an ``XMLRPCValue``, so that `Decodable` models decode without a member
/// description: structs are keyed containers (keys are member names), arrays unkeyed containers,
/// scalars single values with the same rules as ``XMLRPCDecodable`` (`Int` from `<int>`, `Date`
/// from `<dateTime.iso8601>`, `Data` from `<base64>`, `nil` from `<nil/>` or a missing member).
struct XMLRPCValueDecoder: Decoder {
    let value: XMLRPCValue
    let steps: [TypedFailure.Step]
    var codingPath: [any CodingKey] {
        steps.map { step -> any CodingKey in
            switch step {
            case .index(let index): IndexKey(intValue: index)
            case .member(let name, _): IndexKey(stringValue: name)
            }
        }
    }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func failure(_ kind: TypedFailure.Kind) -> TypedFailure { TypedFailure(kind: kind, steps: steps) }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard case .struct(let members) = value else {
            throw failure(.typeMismatch(expected: "a struct", found: value))
        }
        return KeyedDecodingContainer(KeyedContainer<Key>(decoder: self, members: members))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard case .array(let values) = value else { throw failure(.typeMismatch(expected: "an array", found: value)) }
        return UnkeyedContainer(decoder: self, values: values)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer { SingleValue(decoder: self) }

    /// Decodes a `T`, using ``XMLRPCDecodable`` for the types it covers.
    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        if let decodable = type as? any XMLRPCDecodable.Type {
            do {
                return try decodable.decode(value, in: XMLRPCDecodingContext()) as! T
            } catch var failure as TypedFailure {
                failure.steps = steps + failure.steps
                throw failure
            }
        }
        return try T(from: self)
    }

    func child(_ value: XMLRPCValue, _ step: TypedFailure.Step) -> XMLRPCValueDecoder {
        XMLRPCValueDecoder(value: value, steps: steps + [step])
    }

    struct IndexKey: CodingKey {
        var stringValue: String
        var intValue: Int?
        init(stringValue: String) { self.stringValue = stringValue }
        init(intValue: Int) {
            self.stringValue = "\(intValue)"
            self.intValue = intValue
        }
    }

    struct KeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
        let decoder: XMLRPCValueDecoder
        let positions: [String: Int]
        let members: [XMLRPCValue.StructMember]

        init(decoder: XMLRPCValueDecoder, members: [XMLRPCValue.StructMember]) {
            self.decoder = decoder
            self.members = members
            var positions: [String: Int] = [:]
            for (position, member) in members.enumerated() where positions[member.name] == nil {
                positions[member.name] = position
            }
            self.positions = positions
        }

        var codingPath: [any CodingKey] { decoder.codingPath }
        var allKeys: [Key] { members.compactMap { Key(stringValue: $0.name) } }
        func contains(_ key: Key) -> Bool { positions[key.stringValue] != nil }

        func member(_ key: Key) throws -> XMLRPCValueDecoder {
            guard let position = positions[key.stringValue] else {
                throw decoder.failure(.missingMember(key.stringValue, model: "the Decodable model"))
            }
            return decoder.child(members[position].value, .member(key.stringValue, position: position))
        }

        func decodeNil(forKey key: Key) throws -> Bool {
            guard let position = positions[key.stringValue] else { return true }
            return members[position].value.isNil
        }

        func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T { try member(key).decode(type) }

        func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
            guard contains(key), try !decodeNil(forKey: key) else { return nil }
            return try member(key).decode(type)
        }

        func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws
            -> KeyedDecodingContainer<NestedKey>
        {
            try member(key).container(keyedBy: type)
        }

        func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
            try member(key).unkeyedContainer()
        }

        func superDecoder() throws -> any Decoder { decoder }
        func superDecoder(forKey key: Key) throws -> any Decoder { try member(key) }
    }

    struct UnkeyedContainer: UnkeyedDecodingContainer {
        let decoder: XMLRPCValueDecoder
        let values: [XMLRPCValue]
        var currentIndex = 0

        var codingPath: [any CodingKey] { decoder.codingPath }
        var count: Int? { values.count }
        var isAtEnd: Bool { currentIndex >= values.count }

        mutating func next() throws -> XMLRPCValueDecoder {
            guard !isAtEnd else {
                throw decoder.failure(.other("the array has only \(values.count) elements"))
            }
            defer { currentIndex += 1 }
            return decoder.child(values[currentIndex], .index(currentIndex))
        }

        mutating func decodeNil() throws -> Bool {
            guard !isAtEnd, values[currentIndex].isNil else { return false }
            currentIndex += 1
            return true
        }

        mutating func decode<T: Decodable>(_ type: T.Type) throws -> T { try next().decode(type) }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws
            -> KeyedDecodingContainer<NestedKey>
        {
            try next().container(keyedBy: type)
        }

        mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer { try next().unkeyedContainer() }
        mutating func superDecoder() throws -> any Decoder { try next() }
    }

    struct SingleValue: SingleValueDecodingContainer {
        let decoder: XMLRPCValueDecoder
        var codingPath: [any CodingKey] { decoder.codingPath }
        func decodeNil() -> Bool { decoder.value.isNil }
        func decode<T: Decodable>(_ type: T.Type) throws -> T { try decoder.decode(type) }
    }
}
