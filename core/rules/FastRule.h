// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The few shapes of rule code that run on most log lines, compiled to direct reads of the line's
// kept text and the checker's state: `'epoch_num' in v['metadata']`, `not s['run_started']`,
// `v['value'] >= 0.72 and v['value'] < 1.0`, `s['x'] = min(s['x'], ll.timestamp)`, and once per
// log `enqueue_config('training_5.0.0/closed_{}.yaml'.format(v['value']))`. They compute
// with None, booleans, 64-bit integers, floats and strings viewed in place (FastScalar.h), and
// never raise: wherever Python could do anything else (a missing key, a type error, a big integer,
// a NaN or a latin-1 byte read from a log, a line a rule has read or changed) they give up before
// any effect, and the interpreter runs the code as written. So the outcome is always the
// interpreter's; only the time differs (tests/bench/bench_import; tst_fastrules compares both on
// every piece of official code).
#include "core/rules/PyValue.h"

#include <functional>
#include <memory>
#include <optional>
#include <vector>

namespace scalescope::rules {

struct PyNode;
class PyNamespace;
struct FastNode;

class FastRule
{
public:
    // The compiled form of an expression (eval) or of each statement (exec); nullptr when nothing
    // in the code has a compiled form.
    static std::unique_ptr<FastRule> compileExpression(const PyNode &expression);
    static std::unique_ptr<FastRule> compileStatements(const std::vector<std::unique_ptr<PyNode>> &statements);
    ~FastRule();

    // On by default; tests turn it off to compare with the interpreter alone (process-wide).
    static bool enabled();
    static void setEnabled(bool on);

    // The expression's value, nullopt where the interpreter must evaluate it.
    std::optional<Value> evaluate(const PyNamespace &globals, const PyNamespace &locals) const;
    // Its truth, as a CHECK asks for it (without making the Value where it can).
    std::optional<bool> test(const PyNamespace &globals, const PyNamespace &locals) const;
    // Runs the statements from the first on while each has a compiled form that can run; returns
    // the index of the first one left to the interpreter (the count when all ran). `enqueue` is
    // the checker's enqueue_config (PyInterpreter::Hooks).
    using EnqueueHook = std::function<void(const Value &)>;
    size_t execute(const PyNamespace &globals, const PyNamespace &locals, const EnqueueHook *enqueue = nullptr) const;
    // An expression that reads nothing but the line's value and metadata (no state, no time, no
    // name a rule could bind): its outcome is the same on every line of the same text (CheckMemo.h).
    bool readsOnlyTheLine() const { return m_readsOnlyTheLine; }

private:
    FastRule() = default;
    std::vector<std::unique_ptr<FastNode>> m_nodes; // the expression, or one per statement (null: none)
    bool m_readsOnlyTheLine = false;
};

} // namespace scalescope::rules
