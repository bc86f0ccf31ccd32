// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The syntax tree PyScript parses rule code into: shared by its interpreter (PyScript.cpp) and the
// compiler of the common rule shapes (FastRule.cpp). Not for use outside core/rules.
#include "core/rules/PyValue.h"

#include <memory>
#include <string>
#include <vector>

namespace scalescope::rules {

enum class NodeKind
{
    // expressions
    Constant,
    Name,
    Attribute,
    Subscript,
    Call,
    Unary,
    Binary,
    BoolOp,
    Compare,
    IfExp,
    ListDisplay,
    TupleDisplay,
    DictDisplay,
    SetDisplay,
    // statements
    ExprStmt,
    Assign,
    AugAssign,
    If,
    For,
    ImportReplace,
    Pass,
};

enum class Op
{
    Add,
    Sub,
    Mul,
    Div,
    FloorDiv,
    Mod,
    Pow,
    BitOr,
    BitAnd,
    BitXor,
    Neg,
    Pos,
    Not,
    Invert,
    And,
    Or,
    Eq,
    Ne,
    Lt,
    Le,
    Gt,
    Ge,
    In,
    NotIn,
    Is,
    IsNot,
};

// Names resolved when parsed, so that evaluating `v['value']` does not search namespaces by text.
constexpr int kSymbolOther = 0;
constexpr int kSymbolV = 1;
constexpr int kSymbolLl = 2;
constexpr int kSymbolS = 3;

struct PyNode
{
    NodeKind kind;
    Value constant;                            // Constant
    std::string name;                          // Name, Attribute, For's target
    int symbol = 0;                            // Name: one of kSymbol*, the names every rule reads
    Op op = Op::Add;                           // Unary, Binary, BoolOp, AugAssign
    std::vector<Op> ops;                       // Compare
    std::vector<std::unique_ptr<PyNode>> kids; // operands, elements; If: test; For: iterable
    std::vector<std::unique_ptr<PyNode>> body; // If, For
    std::vector<std::unique_ptr<PyNode>> orelse;
};

} // namespace scalescope::rules
