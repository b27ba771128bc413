/// Parses the arithmetic of a problem file's right-hand side into an ``Expression``.
///
/// Grammar (usual precedence; `^` binds tightest and to the right; `-x^2` is `-(x^2)`):
///
///     expression := term (("+" | "-") term)*
///     term       := unary (("*" | "/") unary)*
///     unary      := ("-" | "+") unary | power
///     power      := primary ("^" unary)?
///     primary    := number | name | name "(" expression ("," expression)* ")" | "(" expression ")"
///
/// Numbers are decimal with an optional exponent (`1`, `0.5`, `.5`, `3e7`, `1.5E-3`). A name is
/// `t`, a parameter or a state variable; followed by `(` it is one of the functions `sin cos tan
/// exp log sqrt abs tanh` (one argument) or `pow min max` (two).
///
/// The parser is bounded: an expression longer than ``maximumLength`` characters or nested
/// deeper than ``maximumDepth`` levels (parentheses, calls, signs and powers) is refused with an
/// ``ExpressionError`` before any deep recursion, so no input can overflow the stack.
public struct ExpressionParser: Sendable {
    /// The longest expression accepted, in characters.
    public static let maximumLength = 100_000
    /// The deepest nesting accepted.
    public static let maximumDepth = 64

    /// The parameter names, in the order of ``Expression/parameter(_:)`` indices.
    public var parameters: [String]
    /// The state variable names, in the order of ``Expression/variable(_:)`` indices.
    public var variables: [String]

    /// A parser that resolves `parameters` and `variables` by name (besides `t`).
    public init(parameters: [String], variables: [String]) {
        self.parameters = parameters
        self.variables = variables
    }

    /// Parses `text`.
    ///
    /// - Throws: ``ExpressionError`` with the column of the first problem: an unexpected or
    ///   missing token, an unknown name or function, a wrong number of arguments, a number that
    ///   does not fit a `Double`, an expression that is too long or too deeply nested.
    public func parse(_ text: String) throws(ExpressionError) -> Expression {
        var count = 0
        for _ in text.unicodeScalars {
            count += 1
            if count > Self.maximumLength {
                throw ExpressionError(column: 0, "the expression is longer than \(Self.maximumLength) characters")
            }
        }
        var state = ParserState(scalars: Array(text.unicodeScalars), parser: self)
        try state.advance()
        if case .end = state.token.kind { throw ExpressionError(column: 1, "the expression is empty") }
        let result = try state.expression(depth: 0)
        guard case .end = state.token.kind else {
            throw ExpressionError(column: state.token.column, "unexpected \(state.token.kind.quoted) after a complete expression")
        }
        return result
    }

    /// Whether `name` can name a parameter or state variable: ASCII letters, digits and `_`, not
    /// starting with a digit, at most 64 characters.
    public static func isName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, name.unicodeScalars.count <= 64 else { return false }
        return Token.isNameStart(first) && name.unicodeScalars.allSatisfy(Token.isNamePart)
    }
}

/// A token and the column it starts at.
struct Token {
    enum Kind: Equatable {
        case number(Double)
        case name(String)
        case symbol(Character)
        case end

        /// The token as an error message shows it.
        var quoted: String {
            switch self {
            case .number(let value): "number \(value)"
            case .name(let name): "name '\(name)'"
            case .symbol(let c): "'\(c)'"
            case .end: "end of the expression"
            }
        }
    }

    var kind: Kind
    var column: Int

    static func isNameStart(_ c: Unicode.Scalar) -> Bool {
        (c >= "a" && c <= "z") || (c >= "A" && c <= "Z") || c == "_"
    }

    static func isNamePart(_ c: Unicode.Scalar) -> Bool {
        isNameStart(c) || isDigit(c)
    }

    static func isDigit(_ c: Unicode.Scalar) -> Bool { c >= "0" && c <= "9" }
}

/// The recursive-descent state: the scalars, the position and the current token.
struct ParserState {
    let scalars: [Unicode.Scalar]
    let parser: ExpressionParser
    var position = 0
    var token = Token(kind: .end, column: 0)

    init(scalars: [Unicode.Scalar], parser: ExpressionParser) {
        self.scalars = scalars
        self.parser = parser
    }

    /// Reads the next token into `token`.
    mutating func advance() throws(ExpressionError) {
        while position < scalars.count, scalars[position].properties.isWhitespace { position += 1 }
        let column = position + 1
        guard position < scalars.count else { token = Token(kind: .end, column: column); return }
        let c = scalars[position]
        if Token.isDigit(c) || (c == "." && position + 1 < scalars.count && Token.isDigit(scalars[position + 1])) {
            token = Token(kind: .number(try number(column: column)), column: column)
        } else if Token.isNameStart(c) {
            var text = ""
            while position < scalars.count, Token.isNamePart(scalars[position]) {
                text.unicodeScalars.append(scalars[position])
                position += 1
            }
            token = Token(kind: .name(text), column: column)
        } else if "+-*/^(),".unicodeScalars.contains(c) {
            position += 1
            token = Token(kind: .symbol(Character(c)), column: column)
        } else {
            throw ExpressionError(column: column, "unexpected character '\(c.escaped(asASCII: true))'")
        }
    }

    /// A decimal number at `position`.
    mutating func number(column: Int) throws(ExpressionError) -> Double {
        let start = position
        while position < scalars.count, Token.isDigit(scalars[position]) { position += 1 }
        if position < scalars.count, scalars[position] == "." {
            position += 1
            while position < scalars.count, Token.isDigit(scalars[position]) { position += 1 }
        }
        if position < scalars.count, scalars[position] == "e" || scalars[position] == "E" {
            var p = position + 1
            if p < scalars.count, scalars[p] == "+" || scalars[p] == "-" { p += 1 }
            guard p < scalars.count, Token.isDigit(scalars[p]) else {
                throw ExpressionError(column: position + 1, "the number's exponent has no digits")
            }
            while p < scalars.count, Token.isDigit(scalars[p]) { p += 1 }
            position = p
        }
        var text = ""
        text.unicodeScalars.append(contentsOf: scalars[start..<position])
        guard let value = Double(text), value.isFinite else {
            throw ExpressionError(column: column, "the number \(text) is not a finite Double")
        }
        return value
    }

    func checkDepth(_ depth: Int) throws(ExpressionError) {
        if depth > ExpressionParser.maximumDepth {
            throw ExpressionError(column: token.column, "the expression is nested deeper than \(ExpressionParser.maximumDepth) levels")
        }
    }

    mutating func expression(depth: Int) throws(ExpressionError) -> Expression {
        try checkDepth(depth)
        var terms = [try term(depth: depth)]
        while case .symbol(let c) = token.kind, c == "+" || c == "-" {
            try advance()
            let next = try term(depth: depth)
            terms.append(c == "+" ? next : .negated(next))
        }
        return terms.count == 1 ? terms[0] : .simplifiedSum(terms)
    }

    mutating func term(depth: Int) throws(ExpressionError) -> Expression {
        var result = try unary(depth: depth)
        var factors: [Expression] = []
        while case .symbol(let c) = token.kind, c == "*" || c == "/" {
            try advance()
            let next = try unary(depth: depth)
            if c == "*" {
                if factors.isEmpty { factors.append(result) }
                factors.append(next)
            } else {
                if !factors.isEmpty { result = .simplifiedProduct(factors); factors = [] }
                result = .simplifiedQuotient(result, next)
            }
        }
        return factors.isEmpty ? result : .simplifiedProduct(factors)
    }

    mutating func unary(depth: Int) throws(ExpressionError) -> Expression {
        try checkDepth(depth)
        if case .symbol(let c) = token.kind, c == "-" || c == "+" {
            try advance()
            let operand = try unary(depth: depth + 1)
            return c == "-" ? .negated(operand) : operand
        }
        let base = try primary(depth: depth)
        if case .symbol("^") = token.kind {
            try advance()
            let exponent = try unary(depth: depth + 1)
            return .simplifiedPower(base, exponent)
        }
        return base
    }

    mutating func primary(depth: Int) throws(ExpressionError) -> Expression {
        try checkDepth(depth)
        let start = token
        switch start.kind {
        case .number(let value):
            try advance()
            return .constant(value)
        case .symbol("("):
            try advance()
            let inner = try expression(depth: depth + 1)
            try expect(")", opening: start.column)
            return inner
        case .name(let name):
            try advance()
            if case .symbol("(") = token.kind { return try call(name, column: start.column, depth: depth) }
            if name == "t" { return .time }
            if let i = parser.variables.firstIndex(of: name) { return .variable(i) }
            if let i = parser.parameters.firstIndex(of: name) { return .parameter(i) }
            let known = (["t"] + parser.parameters + parser.variables).joined(separator: ", ")
            throw ExpressionError(column: start.column, "unknown variable '\(name)'; known: \(known)")
        case .symbol, .end:
            throw ExpressionError(column: start.column, "expected a number, a name or '(', found \(start.kind.quoted)")
        }
    }

    mutating func call(_ name: String, column: Int, depth: Int) throws(ExpressionError) -> Expression {
        let unary = UnaryFunction.callable.first { $0.rawValue == name }
        let binary = BinaryFunction(rawValue: name)
        guard unary != nil || binary != nil else {
            let known = (UnaryFunction.callable.map(\.rawValue) + BinaryFunction.allCases.map(\.rawValue)).sorted()
            throw ExpressionError(column: column, "unknown function '\(name)'; known: \(known.joined(separator: ", "))")
        }
        let open = token.column
        try advance()
        var arguments = [try expression(depth: depth + 1)]
        while case .symbol(",") = token.kind {
            try advance()
            arguments.append(try expression(depth: depth + 1))
        }
        try expect(")", opening: open)
        let expected = unary != nil ? 1 : 2
        guard arguments.count == expected else {
            throw ExpressionError(column: column, "\(name) takes \(expected) argument\(expected == 1 ? "" : "s"), got \(arguments.count)")
        }
        if let binary { return .apply(binary, arguments[0], arguments[1]) }
        return .apply(unary ?? .abs, arguments[0])
    }

    mutating func expect(_ symbol: Character, opening: Int) throws(ExpressionError) {
        guard case .symbol(symbol) = token.kind else {
            throw ExpressionError(column: token.column, "expected '\(symbol)' to close the '(' at column \(opening), found \(token.kind.quoted)")
        }
        try advance()
    }
}
