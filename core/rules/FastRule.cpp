// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/rules/FastRule.h"

#include "core/rules/FastScalar.h"
#include "core/rules/PyJson.h"
#include "core/rules/PyScript.h"
#include "core/rules/PySyntax.h"

#include <algorithm>
#include <atomic>
#include <cstdint>
#include <cstring>
#include <string>
#include <string_view>

namespace scalescope::rules {

enum class FastKind
{
    Constant,    // a number, bool or None
    StateGet,    // s['name']
    Timestamp,   // ll.timestamp
    ValueGet,    // v['value']
    MetadataGet, // v['metadata']['name']
    ValueMember, // v['value']['name']
    InLine,      // 'name' in v
    InMetadata,  // 'name' in v['metadata']
    InValue,     // 'name' in v['value']
    InConstants, // x in ['a', 'b', ...]
    Not,         // not x
    And,         // a and b ...
    Or,          // a or b ...
    BitOr,       // a | b, of two bools
    BitAnd,      // a & b, of two bools
    Compare,     // a < b <= c ...
    IfExp,       // a if c else b
    Arithmetic,  // a + b, a - b, a * b
    MinMax,      // min(a, b, ...), max(...)
    AssignState, // s['name'] = x
    UpdateState, // s.update({'a': x, 'b': y, ...})
    Enqueue,     // enqueue_config('prefix{}suffix'.format(x)): name and quoted hold prefix and suffix
};

struct FastNode
{
    FastKind kind;
    Value constant;      // Constant; AssignState: the key as a str; InConstants: the list; UpdateState: the keys
    std::string name;    // the member or key; MinMax: the builtin's name
    std::string quoted;  // MetadataGet, InMetadata: the name in quotes, as a flat object writes it
    bool negate = false; // In*: `not in`
    Op op = Op::Add;     // Arithmetic; MinMax: Lt (min) or Gt (max)
    std::vector<Op> ops; // Compare
    std::vector<std::unique_ptr<FastNode>> kids;
    // Constant, InConstants: the constants as scalars (viewing `constant`), set once the node is built.
    std::vector<FastScalar> scalars;
    // StateGet, AssignState: where in the state dict the name was last found (Dict::findHinted).
    // Threads share the node: a hint another thread left is only a first place to look.
    mutable std::atomic<uint32_t> stateHint{UINT32_MAX};
};

namespace {

using FastPtr = std::unique_ptr<FastNode>;

FastPtr node(FastKind kind)
{
    auto n = std::make_unique<FastNode>();
    n->kind = kind;
    return n;
}

// The values compiled code computes with: immutable, so that sharing one is never seen.
bool isScalar(const Value &v)
{
    return v.type == Value::Type::None || v.type == Value::Type::Bool || v.type == Value::Type::Float ||
           v.type == Value::Type::Str || (v.type == Value::Type::Int && !v.isBigInt());
}

bool isAscii(std::string_view s)
{
    return std::all_of(s.begin(), s.end(), [](char c) { return static_cast<unsigned char>(c) < 0x80; });
}

// A str constant the compiled code may compare member names with as bytes.
const std::string *plainName(const PyNode &n)
{
    return n.kind == NodeKind::Constant && n.constant.isStr() && isAscii(n.constant.text()) ? &n.constant.text() : nullptr;
}

bool isName(const PyNode &n, int symbol)
{
    return n.kind == NodeKind::Name && n.symbol == symbol;
}

// v['value'] or v['metadata']: which, or nullptr.
const std::string *lineMember(const PyNode &n)
{
    if (n.kind != NodeKind::Subscript || !isName(*n.kids[0], kSymbolV))
        return nullptr;
    const std::string *name = plainName(*n.kids[1]);
    return name && (*name == "value" || *name == "metadata") ? name : nullptr;
}

FastPtr compile(const PyNode &n);

FastPtr compileIn(const PyNode &n)
{
    const PyNode &list = *n.kids[1];
    if (list.kind == NodeKind::ListDisplay || list.kind == NodeKind::TupleDisplay) {
        ValueList items;
        for (const auto &k : list.kids) {
            if (k->kind != NodeKind::Constant || !isScalar(k->constant))
                return nullptr;
            items.push_back(k->constant);
        }
        FastPtr item = compile(*n.kids[0]);
        if (!item)
            return nullptr;
        FastPtr out = node(FastKind::InConstants);
        out->constant = Value::newList(std::move(items));
        out->negate = n.ops[0] == Op::NotIn;
        out->kids.push_back(std::move(item));
        return out;
    }
    const std::string *name = plainName(*n.kids[0]);
    if (!name)
        return nullptr;
    const PyNode &container = *n.kids[1];
    FastPtr out;
    if (isName(container, kSymbolV)) {
        out = node(FastKind::InLine);
    } else if (const std::string *member = lineMember(container)) {
        out = node(*member == "metadata" ? FastKind::InMetadata : FastKind::InValue);
    } else {
        return nullptr;
    }
    out->name = *name;
    out->quoted = '"' + *name + '"';
    out->negate = n.ops[0] == Op::NotIn;
    return out;
}

FastPtr compileSubscript(const PyNode &n)
{
    const PyNode &object = *n.kids[0];
    const std::string *name = plainName(*n.kids[1]);
    if (!name)
        return nullptr;
    if (isName(object, kSymbolS)) {
        FastPtr out = node(FastKind::StateGet);
        out->name = *name;
        return out;
    }
    if (isName(object, kSymbolV) && *name == "value")
        return node(FastKind::ValueGet);
    if (const std::string *member = lineMember(object)) {
        FastPtr out = node(*member == "metadata" ? FastKind::MetadataGet : FastKind::ValueMember);
        out->name = *name;
        out->quoted = '"' + *name + '"';
        return out;
    }
    return nullptr;
}

// Compiles every kid, or nothing.
bool compileKids(const PyNode &n, FastNode &out)
{
    for (const auto &k : n.kids) {
        FastPtr c = compile(*k);
        if (!c)
            return false;
        out.kids.push_back(std::move(c));
    }
    return true;
}

FastPtr compile(const PyNode &n)
{
    switch (n.kind) {
    case NodeKind::Constant: {
        if (!isScalar(n.constant))
            return nullptr;
        FastPtr out = node(FastKind::Constant);
        out->constant = n.constant;
        return out;
    }
    case NodeKind::Subscript:
        return compileSubscript(n);
    case NodeKind::Attribute:
        return n.name == "timestamp" && isName(*n.kids[0], kSymbolLl) ? node(FastKind::Timestamp) : nullptr;
    case NodeKind::Compare: {
        if (n.ops.size() == 1 && (n.ops[0] == Op::In || n.ops[0] == Op::NotIn))
            return compileIn(n);
        for (Op op : n.ops)
            if (op != Op::Eq && op != Op::Ne && op != Op::Lt && op != Op::Le && op != Op::Gt && op != Op::Ge)
                return nullptr;
        FastPtr out = node(FastKind::Compare);
        out->ops = n.ops;
        return compileKids(n, *out) ? std::move(out) : nullptr;
    }
    case NodeKind::Unary: {
        // -1, -0.5: a negative number is written as minus and the number ('block_first_epoch': -1).
        if (n.op == Op::Neg && n.kids[0]->kind == NodeKind::Constant) {
            const Value &x = n.kids[0]->constant;
            if ((x.type == Value::Type::Int && !x.isBigInt() && x.i != INT64_MIN) || x.type == Value::Type::Float) {
                FastPtr out = node(FastKind::Constant);
                out->constant = x.type == Value::Type::Float ? Value::number(-x.f) : Value::integer(-x.i);
                return out;
            }
        }
        if (n.op != Op::Not)
            return nullptr;
        FastPtr out = node(FastKind::Not);
        return compileKids(n, *out) ? std::move(out) : nullptr;
    }
    case NodeKind::BoolOp: {
        FastPtr out = node(n.op == Op::And ? FastKind::And : FastKind::Or);
        return compileKids(n, *out) ? std::move(out) : nullptr;
    }
    case NodeKind::Binary: {
        FastKind kind;
        if (n.op == Op::BitOr)
            kind = FastKind::BitOr;
        else if (n.op == Op::BitAnd)
            kind = FastKind::BitAnd;
        else if (n.op == Op::Add || n.op == Op::Sub || n.op == Op::Mul)
            kind = FastKind::Arithmetic;
        else
            return nullptr;
        FastPtr out = node(kind);
        out->op = n.op;
        return compileKids(n, *out) ? std::move(out) : nullptr;
    }
    case NodeKind::IfExp: {
        FastPtr out = node(FastKind::IfExp);
        return compileKids(n, *out) ? std::move(out) : nullptr;
    }
    case NodeKind::Call: {
        const PyNode &f = *n.kids[0];
        if (f.kind != NodeKind::Name || (f.name != "min" && f.name != "max") || n.kids.size() < 3)
            return nullptr;
        FastPtr out = node(FastKind::MinMax);
        out->name = f.name;
        out->op = f.name == "min" ? Op::Lt : Op::Gt;
        for (size_t k = 1; k < n.kids.size(); ++k) {
            FastPtr c = compile(*n.kids[k]);
            if (!c)
                return nullptr;
            out->kids.push_back(std::move(c));
        }
        return out;
    }
    default:
        return nullptr;
    }
}

// s.update({'a': 1, ...}), the BEGIN code of every common.yaml.
FastPtr compileUpdate(const PyNode &n)
{
    const PyNode &call = *n.kids[0];
    if (call.kind != NodeKind::Call || call.kids.size() != 2)
        return nullptr;
    const PyNode &method = *call.kids[0];
    const PyNode &dict = *call.kids[1];
    if (method.kind != NodeKind::Attribute || method.name != "update" || !isName(*method.kids[0], kSymbolS) ||
        dict.kind != NodeKind::DictDisplay)
        return nullptr;
    FastPtr out = node(FastKind::UpdateState);
    ValueList keys;
    for (size_t k = 0; k + 1 < dict.kids.size(); k += 2) {
        if (!plainName(*dict.kids[k]))
            return nullptr;
        FastPtr value = compile(*dict.kids[k + 1]);
        if (!value)
            return nullptr;
        keys.push_back(dict.kids[k]->constant);
        out->kids.push_back(std::move(value));
    }
    out->constant = Value::newTuple(std::move(keys));
    return out;
}

// enqueue_config('training_5.0.0/{}_common.yaml'.format(x)), the POST of submission_division and
// of submission_benchmark: one "{}" in the format and no other brace (Python's rules for the
// others are left to the interpreter).
FastPtr compileEnqueue(const PyNode &n)
{
    const PyNode &call = *n.kids[0];
    if (call.kind != NodeKind::Call || call.kids.size() != 2 || call.kids[0]->kind != NodeKind::Name ||
        call.kids[0]->name != "enqueue_config")
        return nullptr;
    const PyNode &path = *call.kids[1];
    if (path.kind != NodeKind::Call || path.kids.size() != 2)
        return nullptr;
    const PyNode &method = *path.kids[0];
    if (method.kind != NodeKind::Attribute || method.name != "format" || method.kids[0]->kind != NodeKind::Constant ||
        !method.kids[0]->constant.isStr())
        return nullptr;
    const std::string &format = method.kids[0]->constant.text();
    const size_t open = format.find("{}");
    if (open == std::string::npos || std::count(format.begin(), format.end(), '{') != 1 ||
        std::count(format.begin(), format.end(), '}') != 1)
        return nullptr;
    FastPtr item = compile(*path.kids[1]);
    if (!item)
        return nullptr;
    FastPtr out = node(FastKind::Enqueue);
    out->name = format.substr(0, open);
    out->quoted = format.substr(open + 2);
    out->kids.push_back(std::move(item));
    return out;
}

FastPtr compileStatement(const PyNode &n)
{
    if (n.kind == NodeKind::ExprStmt) {
        if (FastPtr update = compileUpdate(n))
            return update;
        return compileEnqueue(n);
    }
    if (n.kind != NodeKind::Assign)
        return nullptr;
    const PyNode &target = *n.kids[0];
    if (target.kind != NodeKind::Subscript || !isName(*target.kids[0], kSymbolS))
        return nullptr;
    const std::string *name = plainName(*target.kids[1]);
    if (!name)
        return nullptr;
    FastPtr value = compile(*n.kids[1]);
    if (!value)
        return nullptr;
    FastPtr out = node(FastKind::AssignState);
    out->constant = target.kids[1]->constant;
    out->name = *name;
    out->kids.push_back(std::move(value));
    return out;
}

// What the compiled code reads: the state dict and the line, as the interpreter resolves them.
struct Context
{
    const PyNamespace &globals;
    const PyNamespace &locals;
    Dict *state = nullptr;
    const LogLineObject *line = nullptr; // ll

    // v is still the line's kept text, without backslashes (asked only by code that reads v: the
    // line's texts are searched for backslashes then).
    bool lineText() const { return line && line->valuePending() && line->textsPlain(); }
};

std::string_view trimmed(std::string_view t)
{
    const size_t first = t.find_first_not_of(" \t\n\r");
    if (first == std::string_view::npos)
        return {};
    return t.substr(first, t.find_last_not_of(" \t\n\r") - first + 1);
}

// The object text of v['value'] (a member of it can be looked up as written).
bool valueObjectText(const Context &c, std::string_view &out)
{
    if (!c.lineText())
        return false;
    out = c.line->valueText();
    const std::string_view t = trimmed(out);
    return !t.empty() && t[0] == '{';
}

// v['metadata'][name]'s text (nullopt when absent); false where the compiled code cannot tell.
bool metadataMember(const Context &c, const FastNode &n, std::optional<std::string_view> &out)
{
    if (!c.lineText() || !c.line->metadataObject())
        return false;
    out = c.line->metadataFlat() ? flatMember(c.line->metadataText(), n.quoted) : pendingMember(c.line->metadataText(), n.name);
    return true;
}

// The code run on scalars (FastScalar.h): no Value made, nothing allocated or shared. False
// wherever Python could do anything else (a big integer, a NaN read from a log, a list in the
// state, a TypeError): the interpreter runs the code then.
bool evalScalar(const FastNode &n, const Context &c, FastScalar &out);

bool scalarToken(std::string_view text, FastScalar &out)
{
    return scalarOfToken(trimmed(text), out);
}

bool scalarArithmetic(const FastNode &n, const Context &c, FastScalar &out)
{
    FastScalar a, b;
    if (!evalScalar(*n.kids[0], c, a) || !evalScalar(*n.kids[1], c, b) || !a.isNumber() || !b.isNumber())
        return false;
    if (a.type != FastScalar::Type::Float && b.type != FastScalar::Type::Float) {
        int64_t r = 0;
        const bool overflow = n.op == Op::Add   ? __builtin_add_overflow(a.i, b.i, &r)
                              : n.op == Op::Sub ? __builtin_sub_overflow(a.i, b.i, &r)
                                                : __builtin_mul_overflow(a.i, b.i, &r);
        if (overflow) // Python's int grows; the interpreter has it
            return false;
        out = FastScalar::integer(r);
        return true;
    }
    const double p = a.type == FastScalar::Type::Float ? a.f : static_cast<double>(a.i);
    const double q = b.type == FastScalar::Type::Float ? b.f : static_cast<double>(b.i);
    out = FastScalar::number(n.op == Op::Add ? p + q : n.op == Op::Sub ? p - q : p * q);
    return true;
}

Order orderOf(Op op)
{
    return op == Op::Lt ? Order::Lt : op == Op::Le ? Order::Le : op == Op::Gt ? Order::Gt : Order::Ge;
}

bool scalarCompare(const FastNode &n, const Context &c, FastScalar &out)
{
    FastScalar left;
    if (!evalScalar(*n.kids[0], c, left))
        return false;
    for (size_t k = 0; k < n.ops.size(); ++k) {
        FastScalar right;
        if (!evalScalar(*n.kids[k + 1], c, right))
            return false;
        bool holds = false;
        const Op op = n.ops[k];
        if (op == Op::Eq || op == Op::Ne)
            holds = equals(left, right) == (op == Op::Eq);
        else if (!ordered(left, orderOf(op), right, holds))
            return false; // a TypeError: raised by the interpreter
        if (!holds) {
            out = FastScalar::boolean(false);
            return true;
        }
        left = right;
    }
    out = FastScalar::boolean(true);
    return true;
}

Value *stateMember(Dict &state, const FastNode &n)
{
    const uint32_t was = n.stateHint.load(std::memory_order_relaxed);
    uint32_t hint = was;
    Value *v = state.findHinted(n.name, hint);
    if (v && hint != was) // stored only when it moved: threads that share the node read it from their own caches
        n.stateHint.store(hint, std::memory_order_relaxed);
    return v;
}

bool evalScalar(const FastNode &n, const Context &c, FastScalar &out)
{
    switch (n.kind) {
    case FastKind::Constant:
        if (n.scalars.empty())
            return false;
        out = n.scalars[0];
        return true;
    case FastKind::StateGet: {
        const Value *v = c.state ? stateMember(*c.state, n) : nullptr;
        return v && scalarOf(*v, out);
    }
    case FastKind::Timestamp:
        if (!c.line)
            return false;
        out = FastScalar::number(c.line->timestamp);
        return true;
    case FastKind::ValueGet:
        return c.lineText() && scalarToken(c.line->valueText(), out);
    case FastKind::MetadataGet: {
        std::optional<std::string_view> member;
        return metadataMember(c, n, member) && member && scalarToken(*member, out);
    }
    case FastKind::ValueMember: {
        std::string_view object;
        if (!valueObjectText(c, object))
            return false;
        const std::optional<std::string_view> member = pendingMember(object, n.name);
        return member && scalarToken(*member, out);
    }
    case FastKind::InLine:
        if (!c.lineText())
            return false;
        out = FastScalar::boolean((n.name == "value" || n.name == "metadata") != n.negate);
        return true;
    case FastKind::InMetadata: {
        std::optional<std::string_view> member;
        if (!metadataMember(c, n, member))
            return false;
        out = FastScalar::boolean(member.has_value() != n.negate);
        return true;
    }
    case FastKind::InValue: {
        std::string_view object;
        if (!valueObjectText(c, object))
            return false;
        out = FastScalar::boolean(pendingMember(object, n.name).has_value() != n.negate);
        return true;
    }
    case FastKind::InConstants: {
        FastScalar item;
        if (n.scalars.size() != n.constant.items().size() || !evalScalar(*n.kids[0], c, item))
            return false;
        bool found = false;
        for (const FastScalar &k : n.scalars)
            if (equals(k, item)) {
                found = true;
                break;
            }
        out = FastScalar::boolean(found != n.negate);
        return true;
    }
    case FastKind::Not:
        if (!evalScalar(*n.kids[0], c, out))
            return false;
        out = FastScalar::boolean(!truthy(out));
        return true;
    case FastKind::And:
    case FastKind::Or:
        for (const auto &k : n.kids) {
            if (!evalScalar(*k, c, out))
                return false;
            if (truthy(out) != (n.kind == FastKind::And))
                return true;
        }
        return true;
    case FastKind::BitOr:
    case FastKind::BitAnd: {
        FastScalar a, b;
        if (!evalScalar(*n.kids[0], c, a) || !evalScalar(*n.kids[1], c, b) || a.type != FastScalar::Type::Bool ||
            b.type != FastScalar::Type::Bool)
            return false;
        out = FastScalar::boolean(n.kind == FastKind::BitOr ? (a.i || b.i) : (a.i && b.i));
        return true;
    }
    case FastKind::Compare:
        return scalarCompare(n, c, out);
    case FastKind::IfExp: {
        FastScalar test;
        if (!evalScalar(*n.kids[0], c, test))
            return false;
        return evalScalar(*n.kids[truthy(test) ? 1 : 2], c, out);
    }
    case FastKind::Arithmetic:
        return scalarArithmetic(n, c, out);
    case FastKind::MinMax: {
        // A rule that named a variable min or max means that one, not the builtin.
        if (c.locals.find(n.name) || c.globals.find(n.name))
            return false;
        if (!evalScalar(*n.kids[0], c, out))
            return false;
        for (size_t k = 1; k < n.kids.size(); ++k) {
            FastScalar next;
            bool less = false;
            if (!evalScalar(*n.kids[k], c, next) || !ordered(next, n.op == Op::Lt ? Order::Lt : Order::Gt, out, less))
                return false;
            if (less) // the first of equal ones stays, as Python's min and max keep it
                out = next;
        }
        return true;
    }
    case FastKind::AssignState:
    case FastKind::UpdateState:
    case FastKind::Enqueue:
        break;
    }
    return false;
}

Context contextOf(const PyNamespace &globals, const PyNamespace &locals)
{
    Context c{globals, locals};
    const Value *s = locals.findSymbol(kSymbolS);
    if (!s)
        s = globals.findSymbol(kSymbolS);
    if (s && s->type == Value::Type::Dict)
        c.state = &s->map();
    const Value &line = locals.boundLine();
    if (line.type == Value::Type::LogLine)
        c.line = &line.logline();
    return c;
}

bool readsNothingButTheLine(const FastNode &n)
{
    switch (n.kind) {
    case FastKind::Constant:
    case FastKind::ValueGet:
    case FastKind::MetadataGet:
    case FastKind::ValueMember:
    case FastKind::InLine:
    case FastKind::InMetadata:
    case FastKind::InValue:
    case FastKind::InConstants:
    case FastKind::Not:
    case FastKind::And:
    case FastKind::Or:
    case FastKind::BitOr:
    case FastKind::BitAnd:
    case FastKind::Compare:
    case FastKind::IfExp:
    case FastKind::Arithmetic:
        return std::all_of(n.kids.begin(), n.kids.end(), [](const FastPtr &k) { return readsNothingButTheLine(*k); });
    case FastKind::StateGet:
    case FastKind::Timestamp:
    case FastKind::MinMax: // a rule may have bound the name min or max
    case FastKind::AssignState:
    case FastKind::UpdateState:
    case FastKind::Enqueue:
        break;
    }
    return false;
}

// Scalars of the constants, once each node has its final place (they view its `constant`).
void prepareScalars(FastNode &n)
{
    if (n.kind == FastKind::Constant) {
        n.scalars.resize(1);
        if (!scalarOf(n.constant, n.scalars[0]))
            n.scalars.clear();
    } else if (n.kind == FastKind::InConstants) {
        n.scalars.resize(n.constant.items().size());
        for (size_t k = 0; k < n.scalars.size(); ++k)
            if (!scalarOf(n.constant.items()[k], n.scalars[k])) {
                n.scalars.clear();
                break;
            }
    }
    for (auto &k : n.kids)
        prepareScalars(*k);
}

} // namespace

FastRule::~FastRule() = default;

namespace {
std::atomic<bool> g_enabled{true};
}

bool FastRule::enabled()
{
    return g_enabled.load(std::memory_order_relaxed);
}

void FastRule::setEnabled(bool on)
{
    g_enabled.store(on, std::memory_order_relaxed);
}

std::unique_ptr<FastRule> FastRule::compileExpression(const PyNode &expression)
{
    FastPtr n = compile(expression);
    if (!n)
        return nullptr;
    prepareScalars(*n);
    std::unique_ptr<FastRule> out(new FastRule);
    out->m_readsOnlyTheLine = readsNothingButTheLine(*n);
    out->m_nodes.push_back(std::move(n));
    return out;
}

std::unique_ptr<FastRule> FastRule::compileStatements(const std::vector<std::unique_ptr<PyNode>> &statements)
{
    std::unique_ptr<FastRule> out(new FastRule);
    bool any = false;
    for (const auto &s : statements) {
        out->m_nodes.push_back(compileStatement(*s));
        if (out->m_nodes.back())
            prepareScalars(*out->m_nodes.back());
        any = any || out->m_nodes.back();
    }
    return any ? std::move(out) : nullptr;
}

std::optional<Value> FastRule::evaluate(const PyNamespace &globals, const PyNamespace &locals) const
{
    const Context c = contextOf(globals, locals);
    if (FastScalar scalar; evalScalar(*m_nodes.front(), c, scalar))
        return valueOf(scalar);
    return std::nullopt;
}

std::optional<bool> FastRule::test(const PyNamespace &globals, const PyNamespace &locals) const
{
    const Context c = contextOf(globals, locals);
    if (FastScalar scalar; evalScalar(*m_nodes.front(), c, scalar))
        return truthy(scalar);
    return std::nullopt;
}

size_t FastRule::execute(const PyNamespace &globals, const PyNamespace &locals, const EnqueueHook *enqueue) const
{
    const Context c = contextOf(globals, locals);
    for (size_t i = 0; i < m_nodes.size(); ++i) {
        const FastNode *n = m_nodes[i].get();
        if (n && n->kind == FastKind::Enqueue) {
            // The checker's enqueue_config, unless a rule has named something else so.
            static const std::string kName = "enqueue_config";
            const Value *f = locals.find(kName) ? nullptr : globals.find(kName);
            FastScalar item;
            if (!f || f->type != Value::Type::Function || f->isMethod() || f->fn != Builtin::EnqueueConfig ||
                !evalScalar(*n->kids[0], c, item) || item.type != FastScalar::Type::Str)
                return i;
            if (enqueue && *enqueue)
                (*enqueue)(Value::str(n->name + std::string(item.s) + n->quoted));
            continue;
        }
        if (!n || !c.state)
            return i;
        if (n->kind == FastKind::AssignState) {
            FastScalar scalar;
            if (!evalScalar(*n->kids[0], c, scalar))
                return i;
            Value value = valueOf(scalar);
            if (Value *slot = stateMember(*c.state, *n)) // replaced in place, as d[k] = v does
                *slot = std::move(value);
            else
                c.state->set(n->constant, std::move(value));
            continue;
        }
        // Every value first, as Python builds the dict before update() stores it (and before a
        // store moves what a scalar views).
        std::vector<Value> values(n->kids.size());
        for (size_t k = 0; k < n->kids.size(); ++k) {
            FastScalar scalar;
            if (!evalScalar(*n->kids[k], c, scalar))
                return i;
            values[k] = valueOf(scalar);
        }
        for (size_t k = 0; k < values.size(); ++k)
            c.state->set(n->constant.items()[k], std::move(values[k]));
    }
    return m_nodes.size();
}

} // namespace scalescope::rules
