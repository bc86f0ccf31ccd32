// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/rules/PyScript.h"

#include "core/rules/FastRule.h"
#include "core/rules/PyBigInt.h"
#include "core/rules/PySyntax.h"

#include <algorithm>
#include <cctype>
#include <cerrno>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <limits>
#include <numbers>
#include <optional>
#include <set>

namespace scalescope::rules {

using NodePtr = std::unique_ptr<PyNode>;

namespace {

NodePtr makeNode(NodeKind k)
{
    auto n = std::make_unique<PyNode>();
    n->kind = k;
    return n;
}

// --- Tokens --------------------------------------------------------------------------------

enum class Tok
{
    Name,
    Number,
    String,
    Op,
    Newline,
    Indent,
    Dedent,
    End,
};

struct Token
{
    Tok kind;
    std::string text; // Name, Op: the text; String: the decoded value
    Value number;
    size_t offset = 0;
};

[[noreturn]] void unsupported(const std::string &why)
{
    throw UnsupportedRule(why);
}

void appendUtf8(std::string &out, uint32_t cp)
{
    if (cp < 0x80) {
        out += static_cast<char>(cp);
    } else if (cp < 0x800) {
        out += static_cast<char>(0xc0 | (cp >> 6));
        out += static_cast<char>(0x80 | (cp & 0x3f));
    } else if (cp < 0x10000) {
        out += static_cast<char>(0xe0 | (cp >> 12));
        out += static_cast<char>(0x80 | ((cp >> 6) & 0x3f));
        out += static_cast<char>(0x80 | (cp & 0x3f));
    } else {
        out += static_cast<char>(0xf0 | (cp >> 18));
        out += static_cast<char>(0x80 | ((cp >> 12) & 0x3f));
        out += static_cast<char>(0x80 | ((cp >> 6) & 0x3f));
        out += static_cast<char>(0x80 | (cp & 0x3f));
    }
}

class Lexer
{
public:
    explicit Lexer(const std::string &src) : m_s(src) {}

    std::vector<Token> run()
    {
        std::vector<int> indents{0};
        bool lineStart = true;
        while (m_p < m_s.size()) {
            if (lineStart && m_depth == 0) {
                // Measure the indentation of a logical line; blank and comment lines do not count.
                int col = 0;
                size_t q = m_p;
                while (q < m_s.size() && (m_s[q] == ' ' || m_s[q] == '\t')) {
                    col = m_s[q] == '\t' ? (col / 8 + 1) * 8 : col + 1;
                    ++q;
                }
                if (q >= m_s.size() || m_s[q] == '\n' || m_s[q] == '\r' || m_s[q] == '#') {
                    while (q < m_s.size() && m_s[q] != '\n')
                        ++q;
                    m_p = q + 1;
                    continue;
                }
                m_p = q;
                if (col > indents.back()) {
                    indents.push_back(col);
                    push(Tok::Indent, "");
                } else {
                    while (col < indents.back()) {
                        indents.pop_back();
                        push(Tok::Dedent, "");
                    }
                    if (col != indents.back())
                        unsupported("inconsistent indentation");
                }
                lineStart = false;
            }
            const char c = m_s[m_p];
            if (c == ' ' || c == '\t' || c == '\r' || c == '\f') {
                ++m_p;
            } else if (c == '#') {
                while (m_p < m_s.size() && m_s[m_p] != '\n')
                    ++m_p;
            } else if (c == '\\' && m_p + 1 < m_s.size() && m_s[m_p + 1] == '\n') {
                m_p += 2; // an explicit line join
            } else if (c == '\n') {
                ++m_p;
                if (m_depth == 0) {
                    if (!m_tokens.empty() && m_tokens.back().kind != Tok::Newline && m_tokens.back().kind != Tok::Indent &&
                        m_tokens.back().kind != Tok::Dedent)
                        push(Tok::Newline, "");
                    lineStart = true;
                }
            } else if (std::isalpha(static_cast<unsigned char>(c)) || c == '_') {
                const size_t b = m_p;
                while (m_p < m_s.size() && (std::isalnum(static_cast<unsigned char>(m_s[m_p])) || m_s[m_p] == '_'))
                    ++m_p;
                std::string word = m_s.substr(b, m_p - b);
                if ((word == "r" || word == "R") && m_p < m_s.size() && (m_s[m_p] == '\'' || m_s[m_p] == '"')) {
                    string(true);
                    continue;
                }
                if (m_p < m_s.size() && (m_s[m_p] == '\'' || m_s[m_p] == '"'))
                    unsupported("string prefix '" + word + "'");
                push(Tok::Name, word, b);
            } else if (std::isdigit(static_cast<unsigned char>(c)) ||
                       (c == '.' && m_p + 1 < m_s.size() && std::isdigit(static_cast<unsigned char>(m_s[m_p + 1])))) {
                number();
            } else if (c == '\'' || c == '"') {
                string(false);
            } else {
                op();
            }
        }
        if (!m_tokens.empty() && m_tokens.back().kind != Tok::Newline)
            push(Tok::Newline, "");
        while (indents.size() > 1) {
            indents.pop_back();
            push(Tok::Dedent, "");
        }
        push(Tok::End, "");
        return std::move(m_tokens);
    }

private:
    void push(Tok k, std::string text, size_t offset = std::string::npos)
    {
        m_tokens.push_back(Token{k, std::move(text), {}, offset == std::string::npos ? m_p : offset});
    }

    void number()
    {
        const size_t b = m_p;
        std::string digits;
        bool isFloat = false;
        auto take = [&] {
            while (m_p < m_s.size() && (std::isdigit(static_cast<unsigned char>(m_s[m_p])) || m_s[m_p] == '_')) {
                if (m_s[m_p] != '_')
                    digits += m_s[m_p];
                ++m_p;
            }
        };
        if (m_s[m_p] == '0' && m_p + 1 < m_s.size() && std::strchr("xXoObB", m_s[m_p + 1]))
            unsupported("non-decimal integer literal");
        take();
        if (m_p < m_s.size() && m_s[m_p] == '.') {
            isFloat = true;
            digits += '.';
            ++m_p;
            take();
        }
        if (m_p < m_s.size() && (m_s[m_p] == 'e' || m_s[m_p] == 'E')) {
            isFloat = true;
            digits += 'e';
            ++m_p;
            if (m_p < m_s.size() && (m_s[m_p] == '+' || m_s[m_p] == '-'))
                digits += m_s[m_p++];
            take();
        }
        if (m_p < m_s.size() && (m_s[m_p] == 'j' || m_s[m_p] == 'J'))
            unsupported("imaginary literal");
        Token t{Tok::Number, m_s.substr(b, m_p - b), {}, b};
        if (isFloat) {
            t.number = Value::number(std::strtod(digits.c_str(), nullptr));
        } else {
            errno = 0;
            const long long v = std::strtoll(digits.c_str(), nullptr, 10);
            if (errno == ERANGE)
                t.number = Value::bigInteger(digits, std::strtod(digits.c_str(), nullptr));
            else
                t.number = Value::integer(v);
        }
        m_tokens.push_back(std::move(t));
    }

    void string(bool raw)
    {
        const size_t b = m_p;
        const char q = m_s[m_p];
        if (m_s.compare(m_p, 3, std::string(3, q)) == 0)
            unsupported("triple-quoted string");
        ++m_p;
        std::string out;
        for (;;) {
            if (m_p >= m_s.size() || m_s[m_p] == '\n')
                unsupported("unterminated string");
            const char c = m_s[m_p++];
            if (c == q)
                break;
            if (c != '\\' || raw) {
                out += c;
                if (c == '\\' && m_p < m_s.size())
                    out += m_s[m_p++];
                continue;
            }
            const char e = m_p < m_s.size() ? m_s[m_p++] : '\0';
            switch (e) {
            case 'n':
                out += '\n';
                break;
            case 't':
                out += '\t';
                break;
            case 'r':
                out += '\r';
                break;
            case '\\':
            case '\'':
            case '"':
                out += e;
                break;
            case '\n':
                break;
            case 'x':
            case 'u': {
                const int n = e == 'x' ? 2 : 4;
                if (m_p + static_cast<size_t>(n) > m_s.size())
                    unsupported("bad escape");
                const uint32_t cp =
                    static_cast<uint32_t>(std::strtoul(m_s.substr(m_p, static_cast<size_t>(n)).c_str(), nullptr, 16));
                appendUtf8(out, cp);
                m_p += static_cast<size_t>(n);
                break;
            }
            default: // Python keeps an unknown escape as written
                out += '\\';
                out += e;
            }
        }
        // Adjacent literals are one string.
        if (!m_tokens.empty() && m_tokens.back().kind == Tok::String) {
            m_tokens.back().text += out;
            return;
        }
        m_tokens.push_back(Token{Tok::String, std::move(out), {}, b});
    }

    void op()
    {
        static const char *const kOps[] = {
            "**=", "//=", "**", "//", "==", "!=", "<=", ">=", "+=", "-=", "*=", "/=", "%=", "|=", "&=", "->", "(", ")", "[", "]",
            "{",   "}",   ",",  ":",  ".",  ";",  "+",  "-",  "*",  "/",  "%",  "|",  "&",  "^",  "~",  "<",  ">", "=", "@"};
        for (const char *o : kOps) {
            const size_t n = std::strlen(o);
            if (m_s.compare(m_p, n, o) == 0) {
                const std::string text(o);
                if (text == "(" || text == "[" || text == "{")
                    ++m_depth;
                else if ((text == ")" || text == "]" || text == "}") && m_depth > 0)
                    --m_depth;
                push(Tok::Op, text);
                m_p += n;
                return;
            }
        }
        unsupported(std::string("character '") + m_s[m_p] + "'");
    }

    const std::string &m_s;
    size_t m_p = 0;
    int m_depth = 0;
    std::vector<Token> m_tokens;
};

// --- Parser --------------------------------------------------------------------------------

const std::set<std::string> &keywords()
{
    static const std::set<std::string> k = {
        "and",   "or",    "not",    "in",       "is",     "if",    "else",     "elif",   "for",   "while", "from",   "import",
        "True",  "False", "None",   "pass",     "lambda", "def",   "class",    "return", "yield", "with",  "try",    "except",
        "raise", "del",   "global", "nonlocal", "assert", "break", "continue", "as",     "async", "await", "finally"};
    return k;
}

class Parser
{
public:
    Parser(std::vector<Token> tokens, std::vector<std::string> &literals) : m_t(std::move(tokens)), m_literals(literals) {}

    NodePtr expressionOnly()
    {
        while (is(Tok::Newline))
            ++m_i;
        NodePtr e = expressionList();
        while (is(Tok::Newline))
            ++m_i;
        if (!is(Tok::End))
            unsupported("unexpected '" + m_t[m_i].text + "' after the expression");
        return e;
    }

    std::vector<NodePtr> statements()
    {
        std::vector<NodePtr> out;
        while (!is(Tok::End)) {
            if (is(Tok::Newline)) {
                ++m_i;
                continue;
            }
            statement(out);
        }
        return out;
    }

private:
    bool is(Tok k) const { return m_t[m_i].kind == k; }
    bool isOp(const char *o) const { return m_t[m_i].kind == Tok::Op && m_t[m_i].text == o; }
    bool isWord(const char *w) const { return m_t[m_i].kind == Tok::Name && m_t[m_i].text == w; }
    void expectOp(const char *o)
    {
        if (!isOp(o))
            unsupported(std::string("expected '") + o + "', found '" + m_t[m_i].text + "'");
        ++m_i;
    }

    void statement(std::vector<NodePtr> &out)
    {
        if (isWord("if")) {
            out.push_back(ifStatement());
            return;
        }
        if (isWord("for")) {
            ++m_i;
            if (!is(Tok::Name) || keywords().count(m_t[m_i].text))
                unsupported("for-loop target other than a name");
            auto n = makeNode(NodeKind::For);
            n->name = m_t[m_i++].text;
            if (!isWord("in"))
                unsupported("expected 'in'");
            ++m_i;
            n->kids.push_back(expressionList());
            expectOp(":");
            n->body = block();
            out.push_back(std::move(n));
            return;
        }
        // simple statements separated by ';'
        for (;;) {
            out.push_back(simpleStatement());
            if (isOp(";")) {
                ++m_i;
                if (is(Tok::Newline) || is(Tok::End))
                    break;
                continue;
            }
            break;
        }
        if (is(Tok::Newline))
            ++m_i;
        else if (!is(Tok::End) && !is(Tok::Dedent))
            unsupported("unexpected '" + m_t[m_i].text + "'");
    }

    NodePtr ifStatement()
    {
        ++m_i; // if / elif
        auto n = makeNode(NodeKind::If);
        n->kids.push_back(expression());
        expectOp(":");
        n->body = block();
        if (isWord("elif")) {
            n->orelse.push_back(ifStatement());
        } else if (isWord("else")) {
            ++m_i;
            expectOp(":");
            n->orelse = block();
        }
        return n;
    }

    // The suite after a ':': statements on the same line, or an indented block.
    std::vector<NodePtr> block()
    {
        std::vector<NodePtr> out;
        if (is(Tok::Newline)) {
            ++m_i;
            if (!is(Tok::Indent))
                unsupported("expected an indented block");
            ++m_i;
            while (!is(Tok::Dedent) && !is(Tok::End)) {
                if (is(Tok::Newline)) {
                    ++m_i;
                    continue;
                }
                statement(out);
            }
            if (is(Tok::Dedent))
                ++m_i;
            return out;
        }
        statement(out);
        return out;
    }

    NodePtr simpleStatement()
    {
        if (isWord("pass")) {
            ++m_i;
            return makeNode(NodeKind::Pass);
        }
        if (isWord("from")) {
            // from dataclasses import replace: the one import the rules make
            ++m_i;
            if (!isWord("dataclasses"))
                unsupported("import from a module other than dataclasses");
            ++m_i;
            if (!isWord("import"))
                unsupported("expected 'import'");
            ++m_i;
            if (!isWord("replace"))
                unsupported("import of a name other than dataclasses.replace");
            ++m_i;
            return makeNode(NodeKind::ImportReplace);
        }
        if (is(Tok::Name) && keywords().count(m_t[m_i].text) && m_t[m_i].text != "not" && m_t[m_i].text != "True" &&
            m_t[m_i].text != "False" && m_t[m_i].text != "None" && m_t[m_i].text != "lambda")
            unsupported("statement '" + m_t[m_i].text + "'");
        NodePtr e = expressionList();
        if (isOp("=")) {
            ++m_i;
            checkTarget(*e);
            auto n = makeNode(NodeKind::Assign);
            n->kids.push_back(std::move(e));
            n->kids.push_back(expressionList());
            if (isOp("="))
                unsupported("chained assignment");
            return n;
        }
        static const std::pair<const char *, Op> kAug[] = {{"+=", Op::Add},  {"-=", Op::Sub},       {"*=", Op::Mul},
                                                           {"/=", Op::Div},  {"//=", Op::FloorDiv}, {"%=", Op::Mod},
                                                           {"**=", Op::Pow}, {"|=", Op::BitOr},     {"&=", Op::BitAnd}};
        for (const auto &[text, op] : kAug)
            if (isOp(text)) {
                ++m_i;
                checkTarget(*e);
                auto n = makeNode(NodeKind::AugAssign);
                n->op = op;
                n->kids.push_back(std::move(e));
                n->kids.push_back(expressionList());
                return n;
            }
        auto n = makeNode(NodeKind::ExprStmt);
        n->kids.push_back(std::move(e));
        return n;
    }

    static void checkTarget(const PyNode &e)
    {
        if (e.kind != NodeKind::Name && e.kind != NodeKind::Subscript && e.kind != NodeKind::Attribute)
            unsupported("assignment to something other than a name, subscript or attribute");
    }

    // expression (',' expression)*: a tuple when there is a comma
    NodePtr expressionList()
    {
        NodePtr first = expression();
        if (!isOp(","))
            return first;
        auto t = makeNode(NodeKind::TupleDisplay);
        t->kids.push_back(std::move(first));
        while (isOp(",")) {
            ++m_i;
            if (is(Tok::Newline) || is(Tok::End) || isOp("=") || isOp(")") || isOp(";"))
                break;
            t->kids.push_back(expression());
        }
        return t;
    }

    NodePtr expression()
    {
        if (isWord("lambda"))
            unsupported("lambda");
        NodePtr body = orTest();
        if (isWord("if")) {
            ++m_i;
            auto n = makeNode(NodeKind::IfExp);
            NodePtr test = orTest();
            if (!isWord("else"))
                unsupported("conditional expression without 'else'");
            ++m_i;
            NodePtr orelse = expression();
            n->kids.push_back(std::move(test));
            n->kids.push_back(std::move(body));
            n->kids.push_back(std::move(orelse));
            return n;
        }
        return body;
    }

    NodePtr boolChain(Op op, const char *word, NodePtr (Parser::*next)())
    {
        NodePtr first = (this->*next)();
        if (!isWord(word))
            return first;
        auto n = makeNode(NodeKind::BoolOp);
        n->op = op;
        n->kids.push_back(std::move(first));
        while (isWord(word)) {
            ++m_i;
            n->kids.push_back((this->*next)());
        }
        return n;
    }

    NodePtr orTest() { return boolChain(Op::Or, "or", &Parser::andTest); }
    NodePtr andTest() { return boolChain(Op::And, "and", &Parser::notTest); }

    NodePtr notTest()
    {
        if (isWord("not")) {
            ++m_i;
            auto n = makeNode(NodeKind::Unary);
            n->op = Op::Not;
            n->kids.push_back(notTest());
            return n;
        }
        return comparison();
    }

    std::optional<Op> compareOp()
    {
        static const std::pair<const char *, Op> kOps[] = {{"==", Op::Eq}, {"!=", Op::Ne}, {"<=", Op::Le},
                                                           {">=", Op::Ge}, {"<", Op::Lt},  {">", Op::Gt}};
        for (const auto &[text, op] : kOps)
            if (isOp(text)) {
                ++m_i;
                return op;
            }
        if (isWord("in")) {
            ++m_i;
            return Op::In;
        }
        if (isWord("not") && m_t[m_i + 1].kind == Tok::Name && m_t[m_i + 1].text == "in") {
            m_i += 2;
            return Op::NotIn;
        }
        if (isWord("is")) {
            ++m_i;
            if (isWord("not")) {
                ++m_i;
                return Op::IsNot;
            }
            return Op::Is;
        }
        return std::nullopt;
    }

    NodePtr comparison()
    {
        NodePtr first = bitOr();
        auto op = compareOp();
        if (!op)
            return first;
        auto n = makeNode(NodeKind::Compare);
        n->kids.push_back(std::move(first));
        while (op) {
            n->ops.push_back(*op);
            n->kids.push_back(bitOr());
            op = compareOp();
        }
        return n;
    }

    NodePtr binaryLevel(std::initializer_list<std::pair<const char *, Op>> ops, NodePtr (Parser::*next)())
    {
        NodePtr left = (this->*next)();
        for (;;) {
            bool matched = false;
            for (const auto &[text, op] : ops)
                if (isOp(text)) {
                    ++m_i;
                    auto n = makeNode(NodeKind::Binary);
                    n->op = op;
                    n->kids.push_back(std::move(left));
                    n->kids.push_back((this->*next)());
                    left = std::move(n);
                    matched = true;
                    break;
                }
            if (!matched)
                return left;
        }
    }

    NodePtr bitOr() { return binaryLevel({{"|", Op::BitOr}}, &Parser::bitXor); }
    NodePtr bitXor() { return binaryLevel({{"^", Op::BitXor}}, &Parser::bitAnd); }
    NodePtr bitAnd()
    {
        if (isOp("<<") || isOp(">>"))
            unsupported("shift");
        return binaryLevel({{"&", Op::BitAnd}}, &Parser::arith);
    }
    NodePtr arith() { return binaryLevel({{"+", Op::Add}, {"-", Op::Sub}}, &Parser::term); }
    NodePtr term()
    {
        return binaryLevel({{"*", Op::Mul}, {"/", Op::Div}, {"//", Op::FloorDiv}, {"%", Op::Mod}}, &Parser::factor);
    }

    NodePtr factor()
    {
        static const std::pair<const char *, Op> kOps[] = {{"-", Op::Neg}, {"+", Op::Pos}, {"~", Op::Invert}};
        for (const auto &[text, op] : kOps)
            if (isOp(text)) {
                ++m_i;
                auto n = makeNode(NodeKind::Unary);
                n->op = op;
                n->kids.push_back(factor());
                return n;
            }
        return power();
    }

    NodePtr power()
    {
        NodePtr base = primary();
        if (isOp("**")) {
            ++m_i;
            auto n = makeNode(NodeKind::Binary);
            n->op = Op::Pow;
            n->kids.push_back(std::move(base));
            n->kids.push_back(factor()); // right-associative, binds a unary minus on its right
            return n;
        }
        return base;
    }

    NodePtr primary()
    {
        NodePtr e = atom();
        for (;;) {
            if (isOp(".")) {
                ++m_i;
                if (!is(Tok::Name))
                    unsupported("attribute name expected");
                auto n = makeNode(NodeKind::Attribute);
                n->name = m_t[m_i++].text;
                n->kids.push_back(std::move(e));
                e = std::move(n);
            } else if (isOp("[")) {
                ++m_i;
                auto n = makeNode(NodeKind::Subscript);
                n->kids.push_back(std::move(e));
                NodePtr index = expressionList();
                if (isOp(":"))
                    unsupported("slice");
                n->kids.push_back(std::move(index));
                expectOp("]");
                e = std::move(n);
            } else if (isOp("(")) {
                ++m_i;
                auto n = makeNode(NodeKind::Call);
                n->kids.push_back(std::move(e));
                while (!isOp(")")) {
                    if (isOp("*") || isOp("**"))
                        unsupported("argument unpacking");
                    if (is(Tok::Name) && m_t[m_i + 1].kind == Tok::Op && m_t[m_i + 1].text == "=")
                        unsupported("keyword argument");
                    n->kids.push_back(expression());
                    if (isWord("for"))
                        unsupported("generator expression");
                    if (!isOp(","))
                        break;
                    ++m_i;
                }
                expectOp(")");
                e = std::move(n);
            } else {
                return e;
            }
        }
    }

    NodePtr atom()
    {
        const Token &t = m_t[m_i];
        if (t.kind == Tok::Number) {
            ++m_i;
            auto n = makeNode(NodeKind::Constant);
            n->constant = t.number;
            return n;
        }
        if (t.kind == Tok::String) {
            ++m_i;
            auto n = makeNode(NodeKind::Constant);
            n->constant = Value::str(t.text);
            m_literals.push_back(t.text);
            return n;
        }
        if (t.kind == Tok::Name) {
            ++m_i;
            auto n = makeNode(NodeKind::Constant);
            if (t.text == "True")
                n->constant = Value::boolean(true);
            else if (t.text == "False")
                n->constant = Value::boolean(false);
            else if (t.text == "None")
                n->constant = Value::none();
            else if (keywords().count(t.text))
                unsupported("'" + t.text + "' here");
            else {
                n->kind = NodeKind::Name;
                n->name = t.text;
                n->symbol = t.text == "v" ? kSymbolV : t.text == "ll" ? kSymbolLl : t.text == "s" ? kSymbolS : kSymbolOther;
            }
            return n;
        }
        if (isOp("(")) {
            ++m_i;
            if (isOp(")")) {
                ++m_i;
                auto n = makeNode(NodeKind::TupleDisplay);
                return n;
            }
            NodePtr inner = expression();
            if (isWord("for"))
                unsupported("generator expression");
            if (isOp(",")) {
                auto tup = makeNode(NodeKind::TupleDisplay);
                tup->kids.push_back(std::move(inner));
                while (isOp(",")) {
                    ++m_i;
                    if (isOp(")"))
                        break;
                    tup->kids.push_back(expression());
                }
                inner = std::move(tup);
            }
            expectOp(")");
            return inner;
        }
        if (isOp("[")) {
            ++m_i;
            auto n = makeNode(NodeKind::ListDisplay);
            while (!isOp("]")) {
                n->kids.push_back(expression());
                if (isWord("for"))
                    unsupported("list comprehension");
                if (!isOp(","))
                    break;
                ++m_i;
            }
            expectOp("]");
            return n;
        }
        if (isOp("{")) {
            ++m_i;
            if (isOp("}")) {
                ++m_i;
                return makeNode(NodeKind::DictDisplay);
            }
            NodePtr first = expression();
            if (isWord("for"))
                unsupported("comprehension");
            if (isOp(":")) {
                auto n = makeNode(NodeKind::DictDisplay);
                ++m_i;
                n->kids.push_back(std::move(first));
                n->kids.push_back(expression());
                while (isOp(",")) {
                    ++m_i;
                    if (isOp("}"))
                        break;
                    n->kids.push_back(expression());
                    expectOp(":");
                    n->kids.push_back(expression());
                }
                expectOp("}");
                return n;
            }
            auto n = makeNode(NodeKind::SetDisplay);
            n->kids.push_back(std::move(first));
            while (isOp(",")) {
                ++m_i;
                if (isOp("}"))
                    break;
                n->kids.push_back(expression());
            }
            expectOp("}");
            return n;
        }
        unsupported("unexpected '" + t.text + "'");
    }

    std::vector<Token> m_t;
    size_t m_i = 0;
    std::vector<std::string> &m_literals;
};

// --- Load-time check: only names and attributes the interpreter implements ----------------

const std::set<std::string> &knownAttributes()
{
    static const std::set<std::string> a = {// LogLine fields
                                            "full_string", "timestamp", "key", "value", "lineno",
                                            // dict, list and str methods
                                            "get", "update", "keys", "values", "items", "append", "extend", "format", "lower",
                                            "upper", "strip", "startswith", "endswith",
                                            // math
                                            "ceil", "floor", "log2", "isclose", "sqrt", "inf", "nan", "pi", "e"};
    return a;
}

const std::set<std::string> &builtinNames()
{
    static const std::set<std::string> n = {"abs",  "min",  "max",   "len",        "sorted",     "int",           "float",
                                            "str",  "bool", "round", "isinstance", "type",       "print",         "list",
                                            "dict", "set",  "tuple", "math",       "is_integer", "enqueue_config"};
    return n;
}

// Names a piece of code reads that it did not bind itself must be ones the checker provides.
void collectNames(const PyNode &n, std::set<std::string> &bound, std::set<std::string> &read)
{
    switch (n.kind) {
    case NodeKind::Name:
        read.insert(n.name);
        break;
    case NodeKind::Attribute:
        if (!knownAttributes().count(n.name))
            unsupported("attribute '" + n.name + "'");
        break;
    case NodeKind::Assign:
    case NodeKind::AugAssign:
        if (n.kids[0]->kind == NodeKind::Name)
            bound.insert(n.kids[0]->name);
        break;
    case NodeKind::For:
        bound.insert(n.name);
        break;
    case NodeKind::ImportReplace:
        bound.insert("replace");
        break;
    default:
        break;
    }
    for (const auto &k : n.kids)
        collectNames(*k, bound, read);
    for (const auto &k : n.body)
        collectNames(*k, bound, read);
    for (const auto &k : n.orelse)
        collectNames(*k, bound, read);
}

} // namespace

bool isKnownGlobalName(const std::string &name)
{
    return builtinNames().count(name) > 0;
}

PyScript::PyScript(const std::string &source, Mode mode) : m_source(source), m_mode(mode)
{
    std::string text = source;
    // eval()/exec() of a stripped text: no leading indentation.
    const size_t first = text.find_first_not_of(" \t\r\n");
    text = first == std::string::npos ? std::string() : text.substr(first);
    Parser parser(Lexer(text).run(), m_literals);
    if (mode == Mode::Expression) {
        if (text.empty())
            unsupported("empty expression");
        m_body.push_back(parser.expressionOnly());
    } else {
        m_body = parser.statements();
    }
    std::set<std::string> bound, read;
    for (const auto &n : m_body)
        collectNames(*n, bound, read);
    // v, ll, s and loglines come from the checker; the rest are builtins or bound here.
    static const std::set<std::string> kChecker = {"v", "ll", "s", "loglines"};
    for (const std::string &name : read)
        if (!bound.count(name) && !kChecker.count(name) && !isKnownGlobalName(name))
            unsupported("name '" + name + "'");
    m_fast = mode == Mode::Expression ? FastRule::compileExpression(*m_body.front()) : FastRule::compileStatements(m_body);
}

PyScript::~PyScript() = default;
PyScript::PyScript(PyScript &&) noexcept = default;
PyScript &PyScript::operator=(PyScript &&) noexcept = default;

// --- Namespaces ----------------------------------------------------------------------------

const Value *PyNamespace::find(const std::string &name) const
{
    if (m_line.type == Value::Type::LogLine) {
        if (std::string_view(name) == "ll")
            return &m_line;
        if (std::string_view(name) == "v")
            return &m_line.logline().value();
    }
    for (const auto &[n, v] : m_names)
        if (n.size() == name.size() && n == name)
            return &v;
    return nullptr;
}

const Value *PyNamespace::findSymbol(int symbol) const
{
    if (m_line.type == Value::Type::LogLine) {
        if (symbol == kSymbolV)
            return &m_line.logline().value();
        if (symbol == kSymbolLl)
            return &m_line;
    }
    if (symbol == kSymbolS)
        return m_s.type == Value::Type::None ? nullptr : &m_s;
    return nullptr;
}

void PyNamespace::bindLine(const Value &line)
{
    m_line = line;
}

void PyNamespace::set(const std::string &name, Value v)
{
    if (std::string_view(name) == "s")
        m_s = v;
    for (auto &[n, old] : m_names)
        if (n == name) {
            old = std::move(v);
            return;
        }
    m_names.emplace_back(name, std::move(v));
}

// --- Evaluation ----------------------------------------------------------------------------

namespace {

[[noreturn]] void raise(const char *type, const std::string &message)
{
    throw PyError(type, message);
}

bool isIntLike(const Value &v)
{
    return v.type == Value::Type::Int || v.type == Value::Type::Bool;
}

Value intResult(__int128 r)
{
    if (r >= std::numeric_limits<int64_t>::min() && r <= std::numeric_limits<int64_t>::max())
        return Value::integer(static_cast<int64_t>(r));
    // Beyond 64 bits: the digits of the exact 128-bit result.
    const bool negative = r < 0;
    unsigned __int128 u = negative ? static_cast<unsigned __int128>(-(r + 1)) + 1 : static_cast<unsigned __int128>(r);
    std::string digits;
    while (u > 0) {
        digits.insert(digits.begin(), static_cast<char>('0' + static_cast<int>(u % 10)));
        u /= 10;
    }
    if (negative)
        digits.insert(digits.begin(), '-');
    return Value::bigInteger(digits, std::strtod(digits.c_str(), nullptr));
}

// Integers beyond 64 bits are computed exactly, as Python does, up to a size no rule value comes near;
// beyond that the interpreter says so rather than spend unbounded time and memory.
constexpr size_t kMaxIntBits = 16384;

void requireWithinCap(size_t bits)
{
    if (bits > kMaxIntBits)
        throw UnsupportedRule("an integer beyond " + std::to_string(kMaxIntBits) + " bits");
}

Value intValue(const BigInt &x)
{
    if (const auto small = x.toInt64())
        return Value::integer(*small);
    requireWithinCap(x.bitLength());
    return Value::bigInteger(x.toDecimal(), x.toDouble());
}

constexpr int64_t kExactInDouble = int64_t(1) << 53;

bool exactInDouble(const Value &v)
{
    return !v.isBigInt() && v.i >= -kExactInDouble && v.i <= kExactInDouble;
}

Value bigPower(const BigInt &base, const BigInt &exponent)
{
    const auto e = exponent.toInt64();
    const size_t baseBits = base.bitLength();
    if (baseBits <= 1 && (base.isZero() || !base.isNegative())) // 0 and 1
        return intValue(base.isZero() && exponent.isZero() ? BigInt::fromInt64(1) : base);
    if (!e || (baseBits > 0 && static_cast<double>(baseBits - 1) * static_cast<double>(*e) > kMaxIntBits)) {
        if (compare(base, BigInt::fromInt64(-1)) == 0) {
            const bool odd = !floorDivMod(exponent, BigInt::fromInt64(2)).second.isZero();
            return Value::integer(odd ? -1 : 1);
        }
        throw UnsupportedRule("an integer power beyond " + std::to_string(kMaxIntBits) + " bits");
    }
    BigInt result = BigInt::fromInt64(1), square = base;
    for (int64_t k = *e; k > 0; k >>= 1) {
        if (k & 1)
            result = result * square;
        if (k > 1)
            square = square * square;
    }
    return intValue(result);
}

// Python's arithmetic on two integers (bool counts as int), exact at any size.
Value integerArithmetic(Op op, const Value &a, const Value &b)
{
    if (!a.isBigInt() && !b.isBigInt()) {
        switch (op) {
        case Op::Add:
            return intResult(static_cast<__int128>(a.i) + b.i);
        case Op::Sub:
            return intResult(static_cast<__int128>(a.i) - b.i);
        case Op::Mul:
            return intResult(static_cast<__int128>(a.i) * b.i);
        case Op::Div:
            if (b.i == 0)
                raise("ZeroDivisionError", "division by zero");
            // Both exact as doubles: one IEEE division is the correctly rounded quotient.
            if (exactInDouble(a) && exactInDouble(b))
                return Value::number(static_cast<double>(a.i) / static_cast<double>(b.i));
            break;
        case Op::FloorDiv:
        case Op::Mod: {
            if (b.i == 0)
                raise("ZeroDivisionError", op == Op::Mod ? "integer modulo by zero" : "integer division or modulo by zero");
            if (a.i == std::numeric_limits<int64_t>::min() && b.i == -1)
                break; // the quotient leaves 64 bits
            int64_t q = a.i / b.i, r = a.i % b.i;
            if (r != 0 && ((r < 0) != (b.i < 0))) {
                --q;
                r += b.i;
            }
            return Value::integer(op == Op::Mod ? r : q);
        }
        case Op::Pow: {
            // By squaring in 128 bits while the result fits 64; beyond that, exactly below.
            __int128 r = 1, base = a.i;
            bool fits = true;
            for (int64_t e = b.i; e > 0 && fits; e >>= 1) {
                if (e & 1) {
                    r *= base;
                    fits = r >= std::numeric_limits<int64_t>::min() && r <= std::numeric_limits<int64_t>::max();
                }
                if (e > 1) {
                    base *= base;
                    fits = fits && base >= std::numeric_limits<int64_t>::min() && base <= std::numeric_limits<int64_t>::max();
                }
            }
            if (fits)
                return Value::integer(static_cast<int64_t>(r));
            break;
        }
        default:
            break;
        }
    }
    const BigInt x = bigIntegerOf(a), y = bigIntegerOf(b);
    requireWithinCap(std::max(x.bitLength(), y.bitLength()));
    switch (op) {
    case Op::Add:
        return intValue(x + y);
    case Op::Sub:
        return intValue(x - y);
    case Op::Mul:
        requireWithinCap(x.bitLength() + y.bitLength());
        return intValue(x * y);
    case Op::Div: {
        if (y.isZero())
            raise("ZeroDivisionError", "division by zero");
        const auto q = trueDivide(x, y);
        if (!q)
            throw UnsupportedRule("an integer division with a subnormal result");
        if (std::isinf(*q))
            raise("OverflowError", "integer division result too large for a float");
        return Value::number(*q);
    }
    case Op::FloorDiv:
    case Op::Mod: {
        if (y.isZero())
            raise("ZeroDivisionError", op == Op::Mod ? "integer modulo by zero" : "integer division or modulo by zero");
        const auto [q, r] = floorDivMod(x, y);
        return intValue(op == Op::Mod ? r : q);
    }
    case Op::Pow:
        return bigPower(x, y);
    case Op::BitOr:
    case Op::BitAnd:
    case Op::BitXor:
        if (!a.isBigInt() && !b.isBigInt()) {
            if (a.type == Value::Type::Bool && b.type == Value::Type::Bool)
                return Value::boolean(op == Op::BitOr ? (a.b || b.b) : op == Op::BitAnd ? (a.b && b.b) : (a.b != b.b));
            return Value::integer(op == Op::BitOr ? (a.i | b.i) : op == Op::BitAnd ? (a.i & b.i) : (a.i ^ b.i));
        }
        throw UnsupportedRule("a bitwise operation on an integer beyond 64 bits");
    default:
        break;
    }
    throw UnsupportedRule("an integer operation outside the subset");
}

// float(x) of an int, as Python converts it (OverflowError when it is too large).
double intToFloat(const Value &v)
{
    if (v.isBigInt() && std::isinf(v.f))
        raise("OverflowError", "int too large to convert to float");
    return v.asDouble();
}

double floatOf(const Value &v)
{
    return v.type == Value::Type::Float ? v.f : intToFloat(v);
}

std::string opName(Op op)
{
    switch (op) {
    case Op::Add:
        return "+";
    case Op::Sub:
        return "-";
    case Op::Mul:
        return "*";
    case Op::Div:
        return "/";
    case Op::FloorDiv:
        return "//";
    case Op::Mod:
        return "%";
    case Op::Pow:
        return "** or pow()";
    case Op::BitOr:
        return "|";
    case Op::BitAnd:
        return "&";
    case Op::BitXor:
        return "^";
    default:
        return "?";
    }
}

[[noreturn]] void badOperands(Op op, const Value &a, const Value &b)
{
    raise("TypeError", "unsupported operand type(s) for " + opName(op) + ": '" + typeName(a) + "' and '" + typeName(b) + "'");
}

double pyFmod(double a, double b)
{
    double m = std::fmod(a, b);
    if (m != 0) {
        if ((b < 0) != (m < 0))
            m += b;
    } else {
        m = std::copysign(0.0, b);
    }
    return m;
}

Value complexOf(const Value &v)
{
    return v.type == Value::Type::Complex ? v : Value::complex(floatOf(v), 0);
}

Value complexArith(Op op, const Value &x, const Value &y)
{
    const Value a = complexOf(x), b = complexOf(y);
    switch (op) {
    case Op::Add:
        return Value::complex(a.f + b.f, a.im + b.im);
    case Op::Sub:
        return Value::complex(a.f - b.f, a.im - b.im);
    case Op::Mul:
        return Value::complex(a.f * b.f - a.im * b.im, a.f * b.im + a.im * b.f);
    default:
        throw UnsupportedRule("complex arithmetic beyond + - *");
    }
}

Value arithmetic(Op op, const Value &a, const Value &b)
{
    if ((a.type == Value::Type::Complex && (b.isNumber() || b.type == Value::Type::Complex)) ||
        (b.type == Value::Type::Complex && a.isNumber()))
        return complexArith(op, a, b);
    if (a.isNumber() && b.isNumber()) {
        const bool ints = isIntLike(a) && isIntLike(b);
        // An int to a negative int power is a float, as in Python; everything else on two ints is
        // integer arithmetic.
        const bool negativePower = op == Op::Pow && ints && (b.isBigInt() ? b.digits()[0] == '-' : b.i < 0);
        if (ints && !negativePower)
            return integerArithmetic(op, a, b);
        switch (op) {
        case Op::Add:
            return Value::number(floatOf(a) + floatOf(b));
        case Op::Sub:
            return Value::number(floatOf(a) - floatOf(b));
        case Op::Mul:
            return Value::number(floatOf(a) * floatOf(b));
        case Op::Div:
            if (floatOf(b) == 0)
                raise("ZeroDivisionError", "float division by zero");
            return Value::number(floatOf(a) / floatOf(b));
        case Op::FloorDiv:
        case Op::Mod: {
            const double x = floatOf(a), y = floatOf(b);
            if (y == 0)
                raise("ZeroDivisionError", op == Op::Mod ? "float modulo" : "float floor division by zero");
            const double m = pyFmod(x, y);
            return op == Op::Mod ? Value::number(m) : Value::number(std::floor((x - m) / y + 0.0));
        }
        case Op::Pow: {
            const double x = floatOf(a), y = floatOf(b);
            if (x == 0 && y < 0)
                raise("ZeroDivisionError", "0.0 cannot be raised to a negative power");
            if (x < 0 && std::isfinite(y) && y != std::floor(y)) {
                // CPython hands this to complex power: length and phase.
                const double len = std::pow(std::fabs(x), y);
                const double phase = std::atan2(0.0, x) * y;
                return Value::complex(len * std::cos(phase), len * std::sin(phase));
            }
            const double r = std::pow(x, y);
            if (std::isinf(r) && std::isfinite(x) && std::isfinite(y))
                raise("OverflowError", "(34, 'Numerical result out of range')");
            return Value::number(r);
        }
        case Op::BitOr:
        case Op::BitAnd:
        case Op::BitXor:
            badOperands(op, a, b);
        default:
            break;
        }
    }
    if (op == Op::Add && a.type == b.type && a.type == Value::Type::Str)
        return Value::str(a.text() + b.text());
    if (op == Op::Add && a.type == b.type && (a.type == Value::Type::List || a.type == Value::Type::Tuple)) {
        ValueList out = a.items();
        out.insert(out.end(), b.items().begin(), b.items().end());
        return a.type == Value::Type::List ? Value::newList(std::move(out)) : Value::newTuple(std::move(out));
    }
    if (op == Op::Mul && ((a.type == Value::Type::Str || a.type == Value::Type::List) && isIntLike(b))) {
        if (b.isBigInt())
            raise("OverflowError", "cannot fit 'int' into an index-sized integer");
        if (b.i > 1000000)
            throw UnsupportedRule("repetition beyond a million");
        if (a.type == Value::Type::Str) {
            std::string out;
            for (int64_t k = 0; k < b.i; ++k)
                out += a.text();
            return Value::str(out);
        }
        ValueList out;
        for (int64_t k = 0; k < b.i; ++k)
            out.insert(out.end(), a.items().begin(), a.items().end());
        return Value::newList(std::move(out));
    }
    if (op == Op::BitOr && a.type == Value::Type::Set && b.type == Value::Type::Set) {
        ValueList all = a.items();
        all.insert(all.end(), b.items().begin(), b.items().end());
        return Value::newSet(all);
    }
    if (op == Op::Mod && a.type == Value::Type::Str)
        throw UnsupportedRule("%-formatting of strings");
    badOperands(op, a, b);
}

Value roundHalfEven(const Value &v)
{
    if (isIntLike(v))
        return v.type == Value::Type::Bool ? Value::integer(v.i) : v;
    if (v.type != Value::Type::Float)
        raise("TypeError", "type " + typeName(v) + " doesn't define __round__ method");
    if (std::isnan(v.f))
        raise("ValueError", "cannot convert float NaN to integer");
    if (std::isinf(v.f))
        raise("OverflowError", "cannot convert float infinity to integer");
    const double r = std::nearbyint(v.f); // the default rounding mode: half to even
    if (std::fabs(r) < 9.2e18)
        return Value::integer(static_cast<int64_t>(r));
    char buf[400];
    std::snprintf(buf, sizeof buf, "%.0f", r);
    return Value::bigInteger(buf, r);
}

Value floorOrCeil(const Value &v, bool ceil)
{
    if (isIntLike(v))
        return Value::integer(v.i);
    if (v.type != Value::Type::Float)
        raise("TypeError", "must be real number, not " + typeName(v));
    if (std::isnan(v.f))
        raise("ValueError", "cannot convert float NaN to integer");
    if (std::isinf(v.f))
        raise("OverflowError", "cannot convert float infinity to integer");
    const double r = ceil ? std::ceil(v.f) : std::floor(v.f);
    if (std::fabs(r) < 9.2e18)
        return Value::integer(static_cast<int64_t>(r));
    char buf[400];
    std::snprintf(buf, sizeof buf, "%.0f", r);
    return Value::bigInteger(buf, r);
}

double realArg(const Value &v)
{
    if (!v.isNumber())
        raise("TypeError", "must be real number, not " + typeName(v));
    return floatOf(v);
}

bool isPythonSpace(unsigned char c)
{
    return c == ' ' || (c >= '\t' && c <= '\r') || (c >= 0x1c && c <= 0x1f);
}

// Python's str.strip() on UTF-8 text (ASCII and the latin-1 blanks U+0085 and U+00A0).
std::string stripPy(const std::string &s)
{
    size_t b = 0, e = s.size();
    for (;;) {
        if (b < e && isPythonSpace(static_cast<unsigned char>(s[b])))
            ++b;
        else if (b + 1 < e && static_cast<unsigned char>(s[b]) == 0xc2 &&
                 (static_cast<unsigned char>(s[b + 1]) == 0x85 || static_cast<unsigned char>(s[b + 1]) == 0xa0))
            b += 2;
        else
            break;
    }
    for (;;) {
        if (e > b && isPythonSpace(static_cast<unsigned char>(s[e - 1])))
            --e;
        else if (e >= b + 2 && static_cast<unsigned char>(s[e - 2]) == 0xc2 &&
                 (static_cast<unsigned char>(s[e - 1]) == 0x85 || static_cast<unsigned char>(s[e - 1]) == 0xa0))
            e -= 2;
        else
            break;
    }
    return s.substr(b, e - b);
}

// float(str), as Python reads it.
Value floatFromText(const std::string &text)
{
    std::string t = stripPy(text);
    std::string lower;
    for (char c : t)
        lower += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    std::string body = lower;
    bool negative = false;
    if (!body.empty() && (body[0] == '+' || body[0] == '-')) {
        negative = body[0] == '-';
        body.erase(0, 1);
    }
    if (body == "inf" || body == "infinity")
        return Value::number(negative ? -std::numeric_limits<double>::infinity() : std::numeric_limits<double>::infinity());
    if (body == "nan")
        return Value::number(std::numeric_limits<double>::quiet_NaN());
    // digits with single underscores between digits, an optional fraction and exponent
    std::string clean;
    bool ok = !body.empty();
    bool sawDigit = false;
    for (size_t k = 0; k < body.size() && ok; ++k) {
        const char c = body[k];
        if (c == '_') {
            ok = k > 0 && k + 1 < body.size() && std::isdigit(static_cast<unsigned char>(body[k - 1])) &&
                 std::isdigit(static_cast<unsigned char>(body[k + 1]));
            continue;
        }
        if (std::isdigit(static_cast<unsigned char>(c)))
            sawDigit = true;
        else if (c != '.' && c != 'e' && c != '+' && c != '-')
            ok = false;
        clean += c;
    }
    if (ok && sawDigit) {
        char *end = nullptr;
        const double d = std::strtod(clean.c_str(), &end);
        // strtod also takes hex floats and "infinity"-like words; a decimal text uses it all.
        if (end == clean.c_str() + clean.size() && clean.find('x') == std::string::npos)
            return Value::number(negative ? -d : d);
    }
    raise("ValueError", "could not convert string to float: " + toRepr(Value::str(text)));
}

Value intFromText(const std::string &text)
{
    const std::string t = stripPy(text);
    std::string digits;
    size_t k = 0;
    if (k < t.size() && (t[k] == '+' || t[k] == '-'))
        digits += t[k++] == '-' ? "-" : "";
    bool ok = k < t.size();
    for (; k < t.size() && ok; ++k) {
        if (t[k] == '_' && k > 0 && std::isdigit(static_cast<unsigned char>(t[k - 1])) && k + 1 < t.size() &&
            std::isdigit(static_cast<unsigned char>(t[k + 1])))
            continue;
        if (!std::isdigit(static_cast<unsigned char>(t[k])))
            ok = false;
        else
            digits += t[k];
    }
    if (!ok)
        raise("ValueError", "invalid literal for int() with base 10: " + toRepr(Value::str(text)));
    errno = 0;
    const long long v = std::strtoll(digits.c_str(), nullptr, 10);
    if (errno == ERANGE)
        return Value::bigInteger(digits, std::strtod(digits.c_str(), nullptr));
    return Value::integer(v);
}

size_t codePoints(const std::string &s)
{
    return static_cast<size_t>(
        std::count_if(s.begin(), s.end(), [](char c) { return (static_cast<unsigned char>(c) & 0xc0) != 0x80; }));
}

ValueList iterate(const Value &v)
{
    switch (v.type) {
    case Value::Type::List:
    case Value::Type::Tuple:
    case Value::Type::Set:
        return v.items();
    case Value::Type::Dict: {
        ValueList keys;
        for (const auto &kv : v.map().entries())
            keys.push_back(kv.first);
        return keys;
    }
    case Value::Type::Str: {
        ValueList chars;
        const std::string &s = v.text();
        for (size_t k = 0; k < s.size();) {
            size_t n = 1;
            while (k + n < s.size() && (static_cast<unsigned char>(s[k + n]) & 0xc0) == 0x80)
                ++n;
            chars.push_back(Value::str(s.substr(k, n)));
            k += n;
        }
        return chars;
    }
    default:
        raise("TypeError", "'" + typeName(v) + "' object is not iterable");
    }
}

// str.lower() / str.upper() for the characters a latin-1 log can hold (U+0000-U+00FF), as Python
// maps them ('ß'.upper() is 'SS'); other characters would need Unicode's full tables.
std::string changeCase(const std::string &s, bool upper)
{
    std::string out;
    for (size_t k = 0; k < s.size();) {
        const auto c = static_cast<unsigned char>(s[k]);
        uint32_t cp = c;
        size_t n = 1;
        if (c >= 0x80) {
            if ((c & 0xe0) != 0xc0 || k + 1 >= s.size())
                throw UnsupportedRule("changing the case of a character beyond U+00FF");
            cp = ((c & 0x1fu) << 6) | (static_cast<unsigned char>(s[k + 1]) & 0x3fu);
            n = 2;
            if (cp > 0xff)
                throw UnsupportedRule("changing the case of a character beyond U+00FF");
        }
        k += n;
        if (!upper) {
            if ((cp >= 'A' && cp <= 'Z') || (cp >= 0xc0 && cp <= 0xde && cp != 0xd7))
                cp += 0x20;
        } else if ((cp >= 'a' && cp <= 'z') || (cp >= 0xe0 && cp <= 0xfe && cp != 0xf7)) {
            cp -= 0x20;
        } else if (cp == 0xdf) {
            out += "SS";
            continue;
        } else if (cp == 0xff) {
            cp = 0x178;
        } else if (cp == 0xb5) {
            cp = 0x39c;
        }
        appendUtf8(out, cp);
    }
    return out;
}

std::string formatString(const std::string &fmt, const std::vector<Value> &args)
{
    std::string out;
    size_t auto_index = 0;
    for (size_t k = 0; k < fmt.size(); ++k) {
        const char c = fmt[k];
        if (c == '{') {
            if (k + 1 < fmt.size() && fmt[k + 1] == '{') {
                out += '{';
                ++k;
                continue;
            }
            const size_t close = fmt.find('}', k);
            if (close == std::string::npos)
                raise("ValueError", "Single '{' encountered in format string");
            std::string field = fmt.substr(k + 1, close - k - 1);
            std::string conversion;
            if (const size_t bang = field.find('!'); bang != std::string::npos) {
                conversion = field.substr(bang + 1);
                field = field.substr(0, bang);
            }
            if (field.find(':') != std::string::npos)
                throw UnsupportedRule("format specification in str.format");
            size_t index = auto_index;
            if (field.empty()) {
                ++auto_index;
            } else {
                if (field.find_first_not_of("0123456789") != std::string::npos)
                    throw UnsupportedRule("named field in str.format");
                index = static_cast<size_t>(std::stoul(field));
            }
            if (index >= args.size())
                raise("IndexError", "Replacement index " + std::to_string(index) + " out of range for positional args tuple");
            if (conversion.empty() || conversion == "s")
                out += toStr(args[index]);
            else if (conversion == "r")
                out += toRepr(args[index]);
            else
                throw UnsupportedRule("conversion !" + conversion);
            k = close;
        } else if (c == '}') {
            if (k + 1 < fmt.size() && fmt[k + 1] == '}') {
                out += '}';
                ++k;
                continue;
            }
            raise("ValueError", "Single '}' encountered in format string");
        } else {
            out += c;
        }
    }
    return out;
}

} // namespace

struct PyEvaluator
{
    PyInterpreter &interp;
    PyNamespace &globals;
    PyNamespace &locals;

    Value lookup(const std::string &name)
    {
        if (const Value *v = locals.find(name))
            return *v;
        if (const Value *v = globals.find(name))
            return *v;
        static const std::pair<const char *, Builtin> kBuiltins[] = {{"abs", Builtin::Abs},
                                                                     {"min", Builtin::Min},
                                                                     {"max", Builtin::Max},
                                                                     {"len", Builtin::Len},
                                                                     {"sorted", Builtin::Sorted},
                                                                     {"round", Builtin::Round},
                                                                     {"isinstance", Builtin::IsInstance},
                                                                     {"type", Builtin::Type},
                                                                     {"print", Builtin::Print}};
        for (const auto &[n, b] : kBuiltins)
            if (name == n)
                return Value::function(b);
        static const std::pair<const char *, Value::Type> kTypes[] = {
            {"int", Value::Type::Int},   {"float", Value::Type::Float}, {"str", Value::Type::Str}, {"bool", Value::Type::Bool},
            {"list", Value::Type::List}, {"dict", Value::Type::Dict},   {"set", Value::Type::Set}, {"tuple", Value::Type::Tuple}};
        for (const auto &[n, t] : kTypes)
            if (name == n)
                return Value::typeOf(t);
        raise("NameError", "name '" + name + "' is not defined");
    }

    Value attribute(const Value &obj, const std::string &name)
    {
        switch (obj.type) {
        case Value::Type::LogLine: {
            LogLineObject &l = obj.logline();
            if (std::string_view(name) == "full_string") {
                if (!l.fullStringKept)
                    throw UnsupportedRule("a rule reads a log line's full_string, which ScaleScope does not keep");
                return Value::str(l.fullString());
            }
            if (std::string_view(name) == "timestamp")
                return Value::number(l.timestamp);
            if (std::string_view(name) == "key")
                return l.key;
            if (std::string_view(name) == "value")
                return l.value();
            if (std::string_view(name) == "lineno")
                return Value::integer(l.lineno);
            break;
        }
        case Value::Type::Module: {
            static const std::pair<const char *, Builtin> kMath[] = {{"ceil", Builtin::MathCeil},
                                                                     {"floor", Builtin::MathFloor},
                                                                     {"log2", Builtin::MathLog2},
                                                                     {"isclose", Builtin::MathIsClose},
                                                                     {"sqrt", Builtin::MathSqrt}};
            for (const auto &[n, b] : kMath)
                if (name == n)
                    return Value::function(b);
            if (std::string_view(name) == "inf")
                return Value::number(std::numeric_limits<double>::infinity());
            if (std::string_view(name) == "nan")
                return Value::number(std::numeric_limits<double>::quiet_NaN());
            if (std::string_view(name) == "pi")
                return Value::number(std::numbers::pi);
            if (std::string_view(name) == "e")
                return Value::number(std::numbers::e);
            break;
        }
        case Value::Type::Dict: {
            static const std::pair<const char *, Builtin> kDict[] = {{"get", Builtin::DictGet},
                                                                     {"update", Builtin::DictUpdate},
                                                                     {"keys", Builtin::DictKeys},
                                                                     {"values", Builtin::DictValues},
                                                                     {"items", Builtin::DictItems}};
            for (const auto &[n, b] : kDict)
                if (name == n)
                    return Value::method(b, obj);
            break;
        }
        case Value::Type::List: {
            if (std::string_view(name) == "append")
                return Value::method(Builtin::ListAppend, obj);
            if (std::string_view(name) == "extend")
                return Value::method(Builtin::ListExtend, obj);
            break;
        }
        case Value::Type::Str: {
            static const std::pair<const char *, Builtin> kStr[] = {
                {"format", Builtin::StrFormat}, {"lower", Builtin::StrLower},           {"upper", Builtin::StrUpper},
                {"strip", Builtin::StrStrip},   {"startswith", Builtin::StrStartsWith}, {"endswith", Builtin::StrEndsWith}};
            for (const auto &[n, b] : kStr)
                if (name == n)
                    return Value::method(b, obj);
            break;
        }
        default:
            break;
        }
        raise("AttributeError", "'" + typeName(obj) + "' object has no attribute '" + name + "'");
    }

    void setAttribute(const Value &obj, const std::string &name, Value v)
    {
        if (obj.type != Value::Type::LogLine)
            raise("AttributeError", "'" + typeName(obj) + "' object has no attribute '" + name + "'");
        if (interp.m_hooks.namedTupleLines)
            raise("AttributeError", "can't set attribute");
        LogLineObject &l = obj.logline();
        if (std::string_view(name) == "key") {
            l.key = std::move(v);
            l.keyId = -1;
        } else if (std::string_view(name) == "value")
            l.setValue(std::move(v));
        else if (std::string_view(name) == "timestamp") {
            if (!v.isNumber())
                throw UnsupportedRule("a LogLine timestamp set to a " + typeName(v));
            l.timestamp = floatOf(v);
        } else if (std::string_view(name) == "lineno") {
            if (!isIntLike(v))
                throw UnsupportedRule("a LogLine lineno set to a " + typeName(v));
            l.lineno = v.i;
        } else if (std::string_view(name) == "full_string") {
            if (v.type != Value::Type::Str)
                throw UnsupportedRule("a LogLine full_string set to a " + typeName(v));
            l.setFullString(v.text());
        } else
            throw UnsupportedRule("a new attribute on a LogLine");
    }

    Value subscript(const Value &obj, const Value &index)
    {
        switch (obj.type) {
        case Value::Type::Dict: {
            if (const Value *v = obj.map().find(index))
                return *v;
            raise("KeyError", toRepr(index));
        }
        case Value::Type::List:
        case Value::Type::Tuple:
        case Value::Type::Str: {
            if (!isIntLike(index))
                raise("TypeError", std::string(obj.type == Value::Type::Str ? "string" : typeName(obj)) +
                                       " indices must be integers" + (obj.type == Value::Type::Str ? "" : " or slices") +
                                       ", not " + typeName(index));
            if (obj.type == Value::Type::Str) {
                const ValueList chars = iterate(obj);
                const int64_t n = static_cast<int64_t>(chars.size());
                const int64_t k = index.i < 0 ? index.i + n : index.i;
                if (index.isBigInt() || k < 0 || k >= n)
                    raise("IndexError", "string index out of range");
                return chars[static_cast<size_t>(k)];
            }
            const int64_t n = static_cast<int64_t>(obj.items().size());
            const int64_t k = index.i < 0 ? index.i + n : index.i;
            if (index.isBigInt() || k < 0 || k >= n)
                raise("IndexError", typeName(obj) + " index out of range");
            return obj.items()[static_cast<size_t>(k)];
        }
        default:
            raise("TypeError", "'" + typeName(obj) + "' object is not subscriptable");
        }
    }

    void setSubscript(const Value &obj, const Value &index, Value v)
    {
        if (obj.type == Value::Type::Dict) {
            obj.map().set(index, std::move(v));
            return;
        }
        if (obj.type == Value::Type::List) {
            if (!isIntLike(index))
                raise("TypeError", "list indices must be integers or slices, not " + typeName(index));
            const int64_t n = static_cast<int64_t>(obj.items().size());
            const int64_t k = index.i < 0 ? index.i + n : index.i;
            if (index.isBigInt() || k < 0 || k >= n)
                raise("IndexError", "list assignment index out of range");
            obj.items()[static_cast<size_t>(k)] = std::move(v);
            return;
        }
        raise("TypeError", "'" + typeName(obj) + "' object does not support item assignment");
    }

    Value call(const Value &f, std::vector<Value> &args)
    {
        if (f.type == Value::Type::TypeObject)
            return construct(f.typeObject, args);
        if (f.type != Value::Type::Function)
            raise("TypeError", "'" + typeName(f) + "' object is not callable");
        auto arity = [&](size_t lo, size_t hi, const char *name) {
            if (args.size() < lo || args.size() > hi)
                raise("TypeError",
                      std::string(name) + "() takes a different number of arguments (" + std::to_string(args.size()) + " given)");
        };
        switch (f.fn) {
        case Builtin::Abs: {
            arity(1, 1, "abs");
            const Value &x = args[0];
            if (x.type == Value::Type::Complex)
                return Value::number(std::hypot(x.f, x.im));
            if (!x.isNumber())
                raise("TypeError", "bad operand type for abs(): '" + typeName(x) + "'");
            if (x.type == Value::Type::Float)
                return Value::number(std::fabs(x.f));
            if (x.isBigInt())
                return intValue(x.digits()[0] == '-' ? -bigIntegerOf(x) : bigIntegerOf(x));
            return intResult(x.i < 0 ? -static_cast<__int128>(x.i) : static_cast<__int128>(x.i));
        }
        case Builtin::Min:
        case Builtin::Max: {
            const bool isMin = f.fn == Builtin::Min;
            if (args.empty())
                raise("TypeError", std::string(isMin ? "min" : "max") + " expected at least 1 argument, got 0");
            const ValueList items = args.size() == 1 ? iterate(args[0]) : ValueList(args.begin(), args.end());
            if (items.empty())
                raise("ValueError", std::string(isMin ? "min" : "max") + "() arg is an empty sequence");
            Value best = items[0];
            for (size_t k = 1; k < items.size(); ++k)
                if (ordered(items[k], isMin ? Order::Lt : Order::Gt, best))
                    best = items[k];
            return best;
        }
        case Builtin::Len: {
            arity(1, 1, "len");
            const Value &x = args[0];
            if (x.type == Value::Type::Str)
                return Value::integer(static_cast<int64_t>(codePoints(x.text())));
            if (x.type == Value::Type::List || x.type == Value::Type::Tuple || x.type == Value::Type::Set)
                return Value::integer(static_cast<int64_t>(x.items().size()));
            if (x.type == Value::Type::Dict)
                return Value::integer(static_cast<int64_t>(x.map().size()));
            raise("TypeError", "object of type '" + typeName(x) + "' has no len()");
        }
        case Builtin::Sorted: {
            arity(1, 1, "sorted");
            ValueList items = iterate(args[0]);
            std::stable_sort(items.begin(), items.end(), [](const Value &a, const Value &b) { return ordered(a, Order::Lt, b); });
            return Value::newList(std::move(items));
        }
        case Builtin::Round: {
            arity(1, 1, "round");
            return roundHalfEven(args[0]);
        }
        case Builtin::IsInstance: {
            arity(2, 2, "isinstance");
            const Value &t = args[1];
            const ValueList types = t.type == Value::Type::Tuple ? t.items() : ValueList{t};
            for (const Value &ty : types) {
                if (ty.type != Value::Type::TypeObject)
                    raise("TypeError", "isinstance() arg 2 must be a type, a tuple of types, or a union");
                const Value::Type want = ty.typeObject;
                if (args[0].type == want || (want == Value::Type::Int && args[0].type == Value::Type::Bool))
                    return Value::boolean(true);
            }
            return Value::boolean(false);
        }
        case Builtin::Type:
            arity(1, 1, "type");
            return Value::typeOf(args[0].type);
        case Builtin::Print:
            return Value::none();
        case Builtin::IsInteger: {
            // abs(round(value) - value) < 0.00001, step by step as Python takes it
            arity(1, 1, "is_integer");
            const Value r = roundHalfEven(args[0]);
            std::vector<Value> a{arithmetic(Op::Sub, r, args[0])};
            const Value d = call(Value::function(Builtin::Abs), a);
            return Value::boolean(ordered(d, Order::Lt, Value::number(0.00001)));
        }
        case Builtin::EnqueueConfig:
            arity(1, 1, "enqueue_config");
            if (interp.m_hooks.enqueueConfig)
                interp.m_hooks.enqueueConfig(args[0]);
            return Value::none();
        case Builtin::Replace: {
            arity(1, 1, "replace");
            if (args[0].type != Value::Type::LogLine || interp.m_hooks.namedTupleLines)
                raise("TypeError", "replace() should be called on dataclass instances");
            args[0].logline().value(); // the copy shares the line's value dict, as dataclasses.replace's does
            return Value::logLine(std::make_shared<LogLineObject>(args[0].logline()));
        }
        case Builtin::MathCeil:
        case Builtin::MathFloor:
            arity(1, 1, "math.ceil");
            return floorOrCeil(args[0], f.fn == Builtin::MathCeil);
        case Builtin::MathLog2: {
            arity(1, 1, "math.log2");
            const double x = args[0].isBigInt() ? args[0].f : realArg(args[0]);
            if (std::isnan(x))
                return Value::number(x);
            if (x <= 0)
                raise("ValueError", "math domain error");
            return Value::number(std::log2(x));
        }
        case Builtin::MathSqrt: {
            arity(1, 1, "math.sqrt");
            const double x = realArg(args[0]);
            if (x < 0)
                raise("ValueError", "math domain error");
            return Value::number(std::sqrt(x));
        }
        case Builtin::MathIsClose: {
            arity(2, 2, "math.isclose");
            const double a = realArg(args[0]), b = realArg(args[1]);
            if (a == b)
                return Value::boolean(true);
            if (std::isinf(a) || std::isinf(b))
                return Value::boolean(false);
            const double diff = std::fabs(b - a);
            return Value::boolean(diff <= std::fabs(1e-09 * b) || diff <= std::fabs(1e-09 * a));
        }
        default:
            return callMethod(f, args);
        }
    }

    Value callMethod(const Value &f, std::vector<Value> &args)
    {
        const Value &self = f.self();
        switch (f.fn) {
        case Builtin::DictGet:
            if (args.empty() || args.size() > 2)
                raise("TypeError", "get expected 1 or 2 arguments");
            if (const Value *v = self.map().find(args[0]))
                return *v;
            return args.size() == 2 ? args[1] : Value::none();
        case Builtin::DictUpdate: {
            if (args.size() != 1)
                throw UnsupportedRule("dict.update without exactly one argument");
            if (args[0].type != Value::Type::Dict)
                throw UnsupportedRule("dict.update from something other than a dict");
            const auto items = args[0].map().entries(); // a copy: d.update(d) is allowed
            for (const auto &[k, v] : items)
                self.map().set(k, v);
            return Value::none();
        }
        case Builtin::DictKeys:
        case Builtin::DictValues:
        case Builtin::DictItems: {
            ValueList out;
            for (const auto &[k, v] : self.map().entries())
                out.push_back(f.fn == Builtin::DictKeys ? k : f.fn == Builtin::DictValues ? v : Value::newTuple({k, v}));
            return Value::newList(std::move(out));
        }
        case Builtin::ListAppend:
            if (args.size() != 1)
                raise("TypeError", "list.append() takes exactly one argument");
            self.items().push_back(args[0]);
            return Value::none();
        case Builtin::ListExtend: {
            if (args.size() != 1)
                raise("TypeError", "list.extend() takes exactly one argument");
            const ValueList more = iterate(args[0]);
            self.items().insert(self.items().end(), more.begin(), more.end());
            return Value::none();
        }
        case Builtin::StrFormat:
            return Value::str(formatString(self.text(), args));
        case Builtin::StrLower:
        case Builtin::StrUpper:
            return Value::str(changeCase(self.text(), f.fn == Builtin::StrUpper));
        case Builtin::StrStrip:
            if (!args.empty())
                throw UnsupportedRule("str.strip with an argument");
            return Value::str(stripPy(self.text()));
        case Builtin::StrStartsWith:
        case Builtin::StrEndsWith: {
            if (args.size() != 1 || args[0].type != Value::Type::Str)
                throw UnsupportedRule("startswith/endswith with other than one string");
            const std::string &s = self.text(), &p = args[0].text();
            const bool hit = f.fn == Builtin::StrStartsWith
                                 ? s.compare(0, p.size(), p) == 0
                                 : s.size() >= p.size() && s.compare(s.size() - p.size(), p.size(), p) == 0;
            return Value::boolean(hit);
        }
        default:
            throw UnsupportedRule("a builtin ScaleScope does not implement");
        }
    }

    Value construct(Value::Type t, std::vector<Value> &args)
    {
        switch (t) {
        case Value::Type::Int: {
            if (args.size() != 1)
                throw UnsupportedRule("int() with other than one argument");
            const Value &x = args[0];
            if (isIntLike(x))
                return x.isBigInt() ? x : Value::integer(x.i);
            if (x.type == Value::Type::Float) {
                if (std::isnan(x.f))
                    raise("ValueError", "cannot convert float NaN to integer");
                if (std::isinf(x.f))
                    raise("OverflowError", "cannot convert float infinity to integer");
                const double r = std::trunc(x.f);
                if (std::fabs(r) < 9.2e18)
                    return Value::integer(static_cast<int64_t>(r));
                char buf[400];
                std::snprintf(buf, sizeof buf, "%.0f", r);
                return Value::bigInteger(buf, r);
            }
            if (x.type == Value::Type::Str)
                return intFromText(x.text());
            raise("TypeError",
                  "int() argument must be a string, a bytes-like object or a real number, not '" + typeName(x) + "'");
        }
        case Value::Type::Float: {
            if (args.size() != 1)
                throw UnsupportedRule("float() with other than one argument");
            const Value &x = args[0];
            if (x.isNumber())
                return Value::number(floatOf(x));
            if (x.type == Value::Type::Str)
                return floatFromText(x.text());
            raise("TypeError", "float() argument must be a string or a real number, not '" + typeName(x) + "'");
        }
        case Value::Type::Str:
            if (args.size() != 1)
                throw UnsupportedRule("str() with other than one argument");
            return Value::str(toStr(args[0]));
        case Value::Type::Bool:
            if (args.size() != 1)
                throw UnsupportedRule("bool() with other than one argument");
            return Value::boolean(truthy(args[0]));
        case Value::Type::List:
            return Value::newList(args.empty() ? ValueList{} : iterate(args[0]));
        case Value::Type::Tuple:
            return Value::newTuple(args.empty() ? ValueList{} : iterate(args[0]));
        case Value::Type::Set:
            return Value::newSet(args.empty() ? ValueList{} : iterate(args[0]));
        default:
            throw UnsupportedRule("calling a type other than int, float, str, bool, list, tuple and set");
        }
    }

    bool compare(Op op, const Value &a, const Value &b)
    {
        switch (op) {
        case Op::Eq:
            return equals(a, b);
        case Op::Ne:
            return !equals(a, b);
        case Op::Lt:
            return ordered(a, Order::Lt, b);
        case Op::Le:
            return ordered(a, Order::Le, b);
        case Op::Gt:
            return ordered(a, Order::Gt, b);
        case Op::Ge:
            return ordered(a, Order::Ge, b);
        case Op::In:
            return contains(b, a);
        case Op::NotIn:
            return !contains(b, a);
        case Op::Is:
        case Op::IsNot: {
            bool same = a.type == b.type &&
                        (a.type == Value::Type::None || (a.type == Value::Type::Bool && a.b == b.b) || (a.ref && a.ref == b.ref));
            return op == Op::Is ? same : !same;
        }
        default:
            return false;
        }
    }

    Value eval(const PyNode &n)
    {
        switch (n.kind) {
        case NodeKind::Constant:
            return n.constant;
        case NodeKind::Name:
            if (n.symbol != kSymbolOther) {
                if (const Value *v = locals.findSymbol(n.symbol))
                    return *v;
                if (const Value *v = globals.findSymbol(n.symbol))
                    return *v;
            }
            return lookup(n.name);
        case NodeKind::Attribute:
            return attribute(eval(*n.kids[0]), n.name);
        case NodeKind::Subscript: {
            const Value obj = eval(*n.kids[0]);
            return subscript(obj, eval(*n.kids[1]));
        }
        case NodeKind::Call: {
            const Value f = eval(*n.kids[0]);
            std::vector<Value> args;
            for (size_t k = 1; k < n.kids.size(); ++k)
                args.push_back(eval(*n.kids[k]));
            return call(f, args);
        }
        case NodeKind::Unary: {
            const Value x = eval(*n.kids[0]);
            switch (n.op) {
            case Op::Not:
                return Value::boolean(!truthy(x));
            case Op::Neg:
                if (x.type == Value::Type::Float)
                    return Value::number(-x.f);
                if (x.type == Value::Type::Complex)
                    return Value::complex(-x.f, -x.im);
                if (isIntLike(x)) {
                    return x.isBigInt() ? intValue(-bigIntegerOf(x)) : intResult(-static_cast<__int128>(x.i));
                }
                raise("TypeError", "bad operand type for unary -: '" + typeName(x) + "'");
            case Op::Pos:
                if (x.type == Value::Type::Bool)
                    return Value::integer(x.i);
                if (x.isNumber() || x.type == Value::Type::Complex)
                    return x;
                raise("TypeError", "bad operand type for unary +: '" + typeName(x) + "'");
            case Op::Invert:
                if (isIntLike(x)) {
                    return x.isBigInt() ? intValue(-bigIntegerOf(x) - BigInt::fromInt64(1)) : Value::integer(~x.i);
                }
                raise("TypeError", "bad operand type for unary ~: '" + typeName(x) + "'");
            default:
                break;
            }
            break;
        }
        case NodeKind::Binary: {
            const Value a = eval(*n.kids[0]);
            const Value b = eval(*n.kids[1]);
            return arithmetic(n.op, a, b);
        }
        case NodeKind::BoolOp: {
            Value v;
            for (const auto &k : n.kids) {
                v = eval(*k);
                if (n.op == Op::And ? !truthy(v) : truthy(v))
                    return v;
            }
            return v;
        }
        case NodeKind::Compare: {
            Value left = eval(*n.kids[0]);
            for (size_t k = 0; k < n.ops.size(); ++k) {
                Value right = eval(*n.kids[k + 1]);
                if (!compare(n.ops[k], left, right))
                    return Value::boolean(false);
                left = std::move(right);
            }
            return Value::boolean(true);
        }
        case NodeKind::IfExp:
            return truthy(eval(*n.kids[0])) ? eval(*n.kids[1]) : eval(*n.kids[2]);
        case NodeKind::ListDisplay:
        case NodeKind::TupleDisplay:
        case NodeKind::SetDisplay: {
            ValueList items;
            for (const auto &k : n.kids)
                items.push_back(eval(*k));
            if (n.kind == NodeKind::ListDisplay)
                return Value::newList(std::move(items));
            if (n.kind == NodeKind::TupleDisplay)
                return Value::newTuple(std::move(items));
            return Value::newSet(items);
        }
        case NodeKind::DictDisplay: {
            Value d = Value::newDict();
            for (size_t k = 0; k + 1 < n.kids.size(); k += 2) {
                Value key = eval(*n.kids[k]);
                d.map().set(key, eval(*n.kids[k + 1]));
            }
            return d;
        }
        default:
            break;
        }
        throw UnsupportedRule("a statement where an expression was expected");
    }

    void assign(const PyNode &target, Value v)
    {
        switch (target.kind) {
        case NodeKind::Name:
            locals.set(target.name, std::move(v));
            return;
        case NodeKind::Subscript: {
            const Value obj = eval(*target.kids[0]);
            setSubscript(obj, eval(*target.kids[1]), std::move(v));
            return;
        }
        case NodeKind::Attribute:
            setAttribute(eval(*target.kids[0]), target.name, std::move(v));
            return;
        default:
            throw UnsupportedRule("assignment target");
        }
    }

    // For `for x in list: if x.key == 'k' [and ...]: ...` (no else): 'k'. Such a body does nothing
    // for an item that is a log line of another key (reading a line's key has no effect), which
    // spares the interpreter every line of a long log but the few it looks for (stable
    // diffusion's BEGIN joins its eval_accuracy lines this way).
    static const std::string *keyTestedFirst(const PyNode &loop)
    {
        if (loop.body.size() != 1 || loop.body[0]->kind != NodeKind::If || !loop.body[0]->orelse.empty())
            return nullptr;
        const PyNode *test = loop.body[0]->kids[0].get();
        if (test->kind == NodeKind::BoolOp && test->op == Op::And)
            test = test->kids[0].get();
        if (test->kind != NodeKind::Compare || test->ops.size() != 1 || test->ops[0] != Op::Eq)
            return nullptr;
        const PyNode &attribute = *test->kids[0], &literal = *test->kids[1];
        if (attribute.kind != NodeKind::Attribute || attribute.name != "key" || literal.kind != NodeKind::Constant ||
            !literal.constant.isStr())
            return nullptr;
        const PyNode &target = *attribute.kids[0];
        if (target.kind != NodeKind::Name || target.name != loop.name || target.symbol != kSymbolOther)
            return nullptr;
        return &literal.constant.text();
    }

    void exec(const PyNode &n)
    {
        switch (n.kind) {
        case NodeKind::ExprStmt:
            eval(*n.kids[0]);
            return;
        case NodeKind::Pass:
            return;
        case NodeKind::ImportReplace:
            locals.set("replace", Value::function(Builtin::Replace));
            return;
        case NodeKind::Assign:
            assign(*n.kids[0], eval(*n.kids[1]));
            return;
        case NodeKind::AugAssign: {
            const PyNode &target = *n.kids[0];
            // The target's object and index are evaluated once, as Python does.
            if (target.kind == NodeKind::Subscript) {
                const Value obj = eval(*target.kids[0]);
                const Value index = eval(*target.kids[1]);
                const Value old = subscript(obj, index);
                setSubscript(obj, index, augmented(n.op, old, eval(*n.kids[1])));
                return;
            }
            if (target.kind == NodeKind::Attribute) {
                const Value obj = eval(*target.kids[0]);
                const Value old = attribute(obj, target.name);
                setAttribute(obj, target.name, augmented(n.op, old, eval(*n.kids[1])));
                return;
            }
            const Value old = eval(target);
            assign(target, augmented(n.op, old, eval(*n.kids[1])));
            return;
        }
        case NodeKind::If:
            if (truthy(eval(*n.kids[0]))) {
                for (const auto &s : n.body)
                    exec(*s);
            } else {
                for (const auto &s : n.orelse)
                    exec(*s);
            }
            return;
        case NodeKind::For: {
            const Value iterable = eval(*n.kids[0]);
            // A list is walked by index, so that items appended while looping are reached, as in Python.
            if (iterable.type == Value::Type::List) {
                const std::string *onlyKey = keyTestedFirst(n);
                bool skipped = false; // the last item was not bound
                for (size_t k = 0; k < iterable.items().size(); ++k) {
                    const Value &item = iterable.items()[k];
                    // A log line of another key fails the body's test at once, and nothing else runs.
                    if (onlyKey && item.type == Value::Type::LogLine && item.logline().key.isStr() &&
                        item.logline().key.text() != *onlyKey) {
                        skipped = true;
                        continue;
                    }
                    skipped = false;
                    locals.set(n.name, item);
                    for (const auto &s : n.body)
                        exec(*s);
                }
                if (skipped) // the loop's name is left bound to the last item, as Python leaves it
                    locals.set(n.name, iterable.items().back());
                return;
            }
            for (const Value &item : iterate(iterable)) {
                locals.set(n.name, item);
                for (const auto &s : n.body)
                    exec(*s);
            }
            return;
        }
        default:
            eval(n);
        }
    }

    // x += y: a list is extended in place (any iterable), everything else computes a new value.
    Value augmented(Op op, const Value &old, const Value &operand)
    {
        if (op == Op::Add && old.type == Value::Type::List) {
            const ValueList more = iterate(operand);
            old.items().insert(old.items().end(), more.begin(), more.end());
            return old;
        }
        return arithmetic(op, old, operand);
    }
};

Value pythonFloat(const Value &x)
{
    PyInterpreter py({});
    PyNamespace g, l;
    PyEvaluator e{py, g, l};
    std::vector<Value> args{x};
    return e.construct(Value::Type::Float, args);
}

Value pythonInt(const Value &x)
{
    PyInterpreter py({});
    PyNamespace g, l;
    PyEvaluator e{py, g, l};
    std::vector<Value> args{x};
    return e.construct(Value::Type::Int, args);
}

Value PyInterpreter::evaluate(const PyScript &script, PyNamespace &globals, PyNamespace &locals)
{
    if (script.m_fast && FastRule::enabled())
        if (std::optional<Value> v = script.m_fast->evaluate(globals, locals))
            return std::move(*v);
    PyEvaluator e{*this, globals, locals};
    return e.eval(*script.m_body.front());
}

bool PyInterpreter::holds(const PyScript &script, PyNamespace &globals, PyNamespace &locals)
{
    if (script.m_fast && FastRule::enabled())
        if (const std::optional<bool> v = script.m_fast->test(globals, locals))
            return *v;
    PyEvaluator e{*this, globals, locals};
    return truthy(e.eval(*script.m_body.front()));
}

void PyInterpreter::execute(const PyScript &script, PyNamespace &globals, PyNamespace &locals)
{
    // The compiled statements first, then the interpreter from the first one they left.
    const size_t from =
        script.m_fast && FastRule::enabled() ? script.m_fast->execute(globals, locals, &m_hooks.enqueueConfig) : 0;
    PyEvaluator e{*this, globals, locals};
    for (size_t i = from; i < script.m_body.size(); ++i)
        e.exec(*script.m_body[i]);
}

} // namespace scalescope::rules
