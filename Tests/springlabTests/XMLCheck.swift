import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Well-formedness of the SVG files the CLI writes, checked with Foundation's XMLParser.
enum XMLCheck {
    /// `nil` when `text` is well-formed XML whose root element is `root`; otherwise what is wrong.
    static func problem(in text: String, root: String = "svg") -> String? {
        final class Root: NSObject, XMLParserDelegate {
            var name: String?
            func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                        qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]) {
                if name == nil { name = elementName }
            }
        }
        let parser = XMLParser(data: Data(text.utf8))
        let delegate = Root()
        parser.delegate = delegate
        guard parser.parse() else {
            return "not well-formed at line \(parser.lineNumber), column \(parser.columnNumber): \(parser.parserError.map { "\($0)" } ?? "?")"
        }
        return delegate.name == root ? nil : "root element is \(delegate.name ?? "missing"), not \(root)"
    }
}
