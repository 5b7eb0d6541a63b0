// Must not compile: an InputStream is given to a read with `.stream(input)`.
// expected-error: conformance of 'InputStream' to 'XMLInputConvertible' is unavailable: wrap the stream: from: .stream(input) (the read takes it and reads it once)
import Foundation
import XMLReading

struct Dog: XMLReadable {
    var name = ""
    static let parsingDescription = ParsingDescription<Dog> { Element("name", \.name) }
}

let input = InputStream(data: Data("<dog><name>a</name></dog>".utf8))
_ = try XMLReader.objects(ofType: Dog.self, element: "dog", from: input)
