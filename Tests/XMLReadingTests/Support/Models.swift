import Foundation
import XMLReading

struct Person: XMLReadable, Equatable, Sendable {
    var name = ""
    var age = 0
    var children: [Person] = []
    static let parsingDescription = ParsingDescription<Person> {
        Attribute("name", \.name)
        Element("age", \.age)
        Many(\.children) { Item("person", Person.self) }
    }
}

protocol Pet: Sendable {
    var name: String { get }
}

struct Dog: XMLReadable, Pet, Equatable {
    var name = ""
    var barks = false
    static let parsingDescription = ParsingDescription<Dog> {
        Element("name", \.name)
        Element("barks", \.barks)
    }
}

struct Cat: XMLReadable, Pet, Equatable {
    var name = ""
    var lives = 9
    static let parsingDescription = ParsingDescription<Cat> {
        Element("name", \.name)
        Attribute("lives", \.lives)
    }
}

/// A final class model: reference types work too.
final class Shelf: XMLReadable, @unchecked Sendable {
    // @unchecked: tests create and read a Shelf on one task only.
    var label = ""
    var tags: [String] = []
    init() {}
    static let parsingDescription = ParsingDescription<Shelf> {
        Attribute("label", \.label)
        Many("tags", \.tags) { Item("tag", String.self) }
    }
}
