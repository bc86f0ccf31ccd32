// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The values the official compliance checker's rules compute with: Python's None, bool, int,
// float, str, list, tuple, dict and set, the checker's LogLine, and the few functions and modules
// its rules call. Equality, ordering, truth and hashing follow Python 3's rules (1 == 1.0 == True,
// "a" < "b", [] is false, comparing a str with a number raises TypeError), because a rule's
// outcome depends on them. Lists, dicts and log lines are shared by reference, as in Python.
#include "core/rules/TextMarks.h"

#include <cstdint>
#include <memory>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace scalescope::rules {

// A Python exception: its type name ("KeyError", "TypeError", ...) and text. The checker catches
// some of them and reports a failed rule; the summarizer catches only ValueError.
class PyError : public std::runtime_error
{
public:
    PyError(std::string type, const std::string &message) : std::runtime_error(message), m_type(std::move(type)) {}
    const std::string &type() const { return m_type; }

private:
    std::string m_type;
};

// A rule that uses Python outside the subset ScaleScope evaluates: never a silent pass.
class UnsupportedRule : public std::runtime_error
{
public:
    using std::runtime_error::runtime_error;
};

class BigInt;
struct Value;
class Dict;
struct LogLineObject;
struct CheckMemo;
using ValueList = std::vector<Value>;

enum class Builtin : uint8_t
{
    Abs,
    Min,
    Max,
    Len,
    Sorted,
    Int,
    Float,
    Str,
    Bool,
    Round,
    IsInstance,
    Type,
    Print,
    IsInteger,     // the checker's is_integer(value)
    EnqueueConfig, // the checker's enqueue_config(path)
    Replace,       // dataclasses.replace(line)
    MathCeil,
    MathFloor,
    MathLog2,
    MathIsClose,
    MathSqrt,
    // Methods, bound to their object
    DictGet,
    DictUpdate,
    DictKeys,
    DictValues,
    DictItems,
    ListAppend,
    ListExtend,
    StrFormat,
    StrLower,
    StrUpper,
    StrStrip,
    StrStartsWith,
    StrEndsWith,
};

struct Value
{
    enum class Type : uint8_t
    {
        None,
        Bool,
        Int,
        Float,
        Str,
        List,
        Tuple,
        Dict,
        Set,
        LogLine,
        Complex,    // f + im j: what a negative float raised to a fractional power gives
        Function,   // a builtin, or a method bound to self()
        Module,     // math
        TypeObject, // int, float, str, bool, list, dict used as values (isinstance, type(x) == bool)
    };

    Type type = Type::None;
    Type typeObject = Type::None; // TypeObject
    Builtin fn = Builtin::Abs;    // Function
    bool b = false;
    // Int: i, or when it does not fit 64 bits, digits() (decimal, with sign) and f its nearest
    // double. Float: f, and for a NaN in i an identity (0: none), so that the same NaN object is
    // found again in a dict or list, as CPython finds it by identity.
    int64_t i = 0;
    double f = 0;
    double im = 0; // Complex: the imaginary part
    // What Str, List, Tuple, Set, Dict, LogLine, a big Int and a bound method point to (shared,
    // as Python shares objects); the accessors below name it by type.
    std::shared_ptr<void> ref;

    static Value none() { return {}; }
    static Value boolean(bool v);
    static Value integer(int64_t v);
    static Value bigInteger(std::string digits, double approx);
    static Value number(double v); // a NaN gets a new identity
    static Value complex(double re, double im);
    static Value str(std::string v);
    static Value newList(ValueList items = {});
    static Value newTuple(ValueList items);
    static Value newSet(const ValueList &items);
    static Value newDict();
    static Value function(Builtin f);
    static Value method(Builtin f, const Value &self);
    static Value module();
    static Value typeOf(Type t);
    static Value logLine(std::shared_ptr<LogLineObject> l);
    // The same object as `owner`, without a share of it: valid only while something else holds
    // it. Copying and dropping such a value changes no count (an atomic operation each, once the
    // program has started a thread), which the log reader's hundreds of thousands of lines spare.
    static Value borrowed(const Value &owner);

    bool isNone() const { return type == Type::None; }
    bool isStr() const { return type == Type::Str; }
    bool isNumber() const { return type == Type::Bool || type == Type::Int || type == Type::Float; }
    bool isBigInt() const { return type == Type::Int && ref != nullptr; }
    std::string &text() const { return *static_cast<std::string *>(ref.get()); }               // Str
    ValueList &items() const { return *static_cast<ValueList *>(ref.get()); }                  // List, Tuple, Set
    Dict &map() const { return *static_cast<Dict *>(ref.get()); }                              // Dict
    LogLineObject &logline() const { return *static_cast<LogLineObject *>(ref.get()); }        // LogLine
    const std::string &digits() const { return *static_cast<const std::string *>(ref.get()); } // big Int
    const Value &self() const { return *static_cast<const Value *>(ref.get()); }               // bound method
    bool isMethod() const { return type == Type::Function && ref != nullptr; }
    // The number as a double (Bool, Int, Float).
    double asDouble() const;
};
// Lists, dicts and every log line hold values: small ones keep them in fewer cache lines.
static_assert(sizeof(Value) <= 48);

// An insertion-ordered dict with Python's key equality (1, 1.0 and True are one key). A dict read
// from a log line may stay JSON text until something needs all of it: looking a str key up only
// reads that member (most rules ask whether 'epoch_num' is in the metadata, or for one member).
class Dict
{
public:
    using Entries = std::vector<std::pair<Value, Value>>;

    const Entries &entries() const;
    Entries &entries();
    const Value *find(const Value &key) const;     // throws TypeError for an unhashable key
    const Value *find(std::string_view key) const; // a str key, without making a Value of it
    void set(const Value &key, Value value);       // replaces in place, as d[k] = v does
    // A str key's value, looked for first in the entry `hint` names (where it was the last time:
    // a dict's keys stay in place), then as find() does; `hint` is set to where it is. For the
    // compiled rules, which read and set the checker's state on most lines.
    Value *findHinted(std::string_view key, uint32_t &hint);
    bool erase(const Value &key);
    size_t size() const;
    void reserve(size_t n) { m_items.reserve(n); }
    // The text of a JSON object that json.loads accepts and that holds no backslash (so its member
    // names are written as they read).
    void setPendingText(std::string_view text);

private:
    void ensure() const;
    std::ptrdiff_t indexOf(const Value &key, size_t hash) const;
    void rebuild() const;

    mutable Entries m_items;
    // Hash -> indices into m_items, kept once the dict is large enough to need it.
    mutable std::vector<std::vector<size_t>> m_buckets;
    mutable std::string m_text;
    mutable bool m_pending = false;
    // Members read from m_text, by name (a few: then the whole object is read), in place so that
    // pointers find() returned stay good.
    static constexpr size_t kMostProbed = 4;
    mutable std::vector<std::pair<std::string, Value>> m_probed;
};

// The checker's LogLine (mlp_parser): a dataclass from ruleset 3.1.0 on, whose fields a rule may set.
// Its value ({"value": ..., "metadata": ...}) is read from the log's text when first asked for: most
// lines are only counted, or checked by their key and time alone.
struct LogLineObject
{
    // First, together: the checker reads these two of every line, for every rule file.
    int keyId = -1; // the key's index among RuleBook::relevantKeys() while `key` is the one read
    Value key;
    double timestamp = 0;
    int64_t lineno = 0; // the checker's: the index among the :::MLLOG lines
    int fileLine = 0;   // not seen by rules: the line in the file, for diagnostics
    // The reader keeps no line's text; a rule that reads it is refused rather than given "".
    bool fullStringKept = true;
    // Where the log reader keeps what line-only CHECKs gave on this line's text (CheckMemo.h),
    // while the log is judged; null: nowhere (never copied).
    CheckMemo *checkMemo = nullptr;

    LogLineObject() = default;
    LogLineObject(const LogLineObject &other); // a copy holds its own texts
    LogLineObject &operator=(const LogLineObject &other);
    ~LogLineObject();

    const std::string &fullString() const; // "" until set
    void setFullString(std::string text);
    const Value &value() const; // json.loads of the kept texts, once
    void setValue(Value v);
    // The JSON texts of the line's "value" and "metadata" members (checked already: they read),
    // copied; or, from the log reader, kept in place in a store that outlives the line (LogLineStore).
    void setValueTexts(std::string_view valueText, std::string_view metadataText);
    void setValueViews(std::string_view valueText, std::string_view metadataText);
    // The value is still text: a line the reader made, whose value is a dict holding "value".
    bool valuePending() const { return m_pending; }
    // While pending: the texts, and whether they hold no backslash (their member names read as written).
    std::string_view valueText() const { return m_valueText; }
    std::string_view metadataText() const { return m_metadataText; }
    // (Read from the texts when first asked: the rules of most lines never ask.)
    bool textsPlain() const { return marks().plain; }
    // While pending and plain: the metadata text is an object (starting with '{', no blank before
    // it), and one without a nested object or list (its member names are found by a search).
    bool metadataObject() const { return marks().metadataObject; }
    bool metadataFlat() const { return marks().metadataFlat; }

private:
    // What few of the reader's lines ever hold (a value read, a copy's texts, a full_string a rule
    // set): apart, so that the hundreds of thousands of lines an import keeps stay small.
    struct Owned
    {
        std::string fullString;
        std::string texts; // setValueTexts' copy
        Value value;
    };
    Owned &owned() const;
    mutable std::unique_ptr<Owned> m_owned;
    mutable std::string_view m_valueText, m_metadataText;
    mutable bool m_pending = false;
    const TextMarks &marks() const;
    mutable TextMarks m_marks;
};

// Python's truth value.
bool truthy(const Value &v);
// An int or bool as an exact integer of any size (see PyBigInt.h).
BigInt bigIntegerOf(const Value &v);
// ==, as Python compares (never raises).
bool equals(const Value &a, const Value &b);
// ==, as a container compares its members: the same object is equal to itself first (a NaN read
// once from a log is found again in the dict it was put into).
bool sameOrEqual(const Value &a, const Value &b);
enum class Order
{
    Lt,
    Le,
    Gt,
    Ge
};
// a < b, a <= b, ... as Python orders (TypeError between unorderable types; NaN compares false).
bool ordered(const Value &a, Order op, const Value &b);
// Whether a comparison's result (negative, zero, positive: a <=> b) satisfies `op`.
bool holds(int c, Order op);
// hash(), consistent with equals (TypeError for list, dict and set).
size_t hashOf(const Value &v);
// `item in container` (TypeError where Python raises it).
bool contains(const Value &container, const Value &item);
// str() and repr() as Python writes them (floats as the shortest text that reads back).
std::string toStr(const Value &v);
std::string toRepr(const Value &v);
// Python's name of the value's type ("int", "str", "NoneType", ...), for error texts.
std::string typeName(const Value &v);
// repr(float): the shortest round-trip text, 'inf', 'nan', '1e-05', '100000.0'.
std::string floatRepr(double v);

} // namespace scalescope::rules
