// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Python's unbounded integers, for the few rule expressions that meet one: a hyperparameter written
// with 30 digits in a log, multiplied and compared as CPython does it, exactly. Sign and magnitude in
// 32-bit limbs; schoolbook algorithms, since rule values are short and the caller caps their size.
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace scalescope::rules {

class BigInt
{
public:
    BigInt() = default;
    static BigInt fromInt64(int64_t v);
    static BigInt fromDecimal(std::string_view digits); // optional '-', then decimal digits
    // The integer a finite, integral double holds exactly; nullopt for anything else.
    static std::optional<BigInt> fromIntegralDouble(double v);

    bool isZero() const { return mag_.empty(); }
    bool isNegative() const { return negative_; }
    size_t bitLength() const;
    std::optional<int64_t> toInt64() const;
    std::string toDecimal() const;
    // The nearest double, ties to even, as Python's float(int); infinity when out of range.
    double toDouble() const;

    friend int compare(const BigInt &a, const BigInt &b);
    friend BigInt operator+(const BigInt &a, const BigInt &b);
    friend BigInt operator-(const BigInt &a, const BigInt &b);
    friend BigInt operator*(const BigInt &a, const BigInt &b);
    BigInt operator-() const;
    BigInt shiftedLeft(size_t bits) const;

    // Python's divmod: the quotient rounded toward minus infinity, the remainder with the divisor's
    // sign. The divisor is not zero.
    friend std::pair<BigInt, BigInt> floorDivMod(const BigInt &a, const BigInt &b);
    // Python's a / b for integers: the exact quotient rounded once to the nearest double (never via
    // two roundings). The divisor is not zero; nullopt when the result is subnormal, where one
    // rounding is not what this computes.
    friend std::optional<double> trueDivide(const BigInt &a, const BigInt &b);

private:
    using Limbs = std::vector<uint32_t>; // least significant first, no leading zero limbs
    static int compareMagnitude(const Limbs &a, const Limbs &b);
    static Limbs addMagnitude(const Limbs &a, const Limbs &b);
    static Limbs subMagnitude(const Limbs &a, const Limbs &b); // |a| >= |b|
    static std::pair<Limbs, Limbs> divModMagnitude(const Limbs &a, const Limbs &b);
    static BigInt make(bool negative, Limbs mag);

    bool negative_ = false;
    Limbs mag_;
};

} // namespace scalescope::rules
