// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/rules/PyBigInt.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <limits>

namespace scalescope::rules {

namespace {

void trim(std::vector<uint32_t> &mag)
{
    while (!mag.empty() && mag.back() == 0)
        mag.pop_back();
}

// mag / d in place, returning the remainder (d > 0).
uint32_t divideSmall(std::vector<uint32_t> &mag, uint32_t d)
{
    uint64_t rem = 0;
    for (size_t k = mag.size(); k-- > 0;) {
        const uint64_t cur = (rem << 32) | mag[k];
        mag[k] = static_cast<uint32_t>(cur / d);
        rem = cur % d;
    }
    trim(mag);
    return static_cast<uint32_t>(rem);
}

void multiplyAddSmall(std::vector<uint32_t> &mag, uint32_t m, uint32_t add)
{
    uint64_t carry = add;
    for (uint32_t &limb : mag) {
        const uint64_t cur = static_cast<uint64_t>(limb) * m + carry;
        limb = static_cast<uint32_t>(cur);
        carry = cur >> 32;
    }
    if (carry)
        mag.push_back(static_cast<uint32_t>(carry));
}

bool testBit(const std::vector<uint32_t> &mag, size_t bit)
{
    return (mag[bit / 32] >> (bit % 32)) & 1U;
}

} // namespace

BigInt BigInt::make(bool negative, Limbs mag)
{
    trim(mag);
    BigInt r;
    r.negative_ = negative && !mag.empty();
    r.mag_ = std::move(mag);
    return r;
}

BigInt BigInt::fromInt64(int64_t v)
{
    // The magnitude of INT64_MIN does not fit int64: take it as unsigned.
    const uint64_t u = v < 0 ? static_cast<uint64_t>(0) - static_cast<uint64_t>(v) : static_cast<uint64_t>(v);
    return make(v < 0, {static_cast<uint32_t>(u), static_cast<uint32_t>(u >> 32)});
}

BigInt BigInt::fromDecimal(std::string_view digits)
{
    const bool negative = !digits.empty() && digits.front() == '-';
    if (negative || (!digits.empty() && digits.front() == '+'))
        digits.remove_prefix(1);
    Limbs mag;
    for (const char c : digits)
        if (c >= '0' && c <= '9')
            multiplyAddSmall(mag, 10, static_cast<uint32_t>(c - '0'));
    return make(negative, std::move(mag));
}

std::optional<BigInt> BigInt::fromIntegralDouble(double v)
{
    if (!std::isfinite(v) || std::floor(v) != v)
        return std::nullopt;
    int e = 0;
    const double m = std::frexp(std::fabs(v), &e); // |v| = m * 2^e, 0.5 <= m < 1
    const auto mantissa = static_cast<uint64_t>(std::ldexp(m, 53));
    BigInt r = fromInt64(static_cast<int64_t>(mantissa));
    if (e >= 53)
        r = r.shiftedLeft(static_cast<size_t>(e - 53));
    else
        r = fromInt64(static_cast<int64_t>(mantissa >> (53 - e))); // exact: v is integral
    r.negative_ = v < 0 && !r.isZero();
    return r;
}

size_t BigInt::bitLength() const
{
    if (mag_.empty())
        return 0;
    size_t bits = (mag_.size() - 1) * 32;
    for (uint32_t top = mag_.back(); top != 0; top >>= 1)
        ++bits;
    return bits;
}

std::optional<int64_t> BigInt::toInt64() const
{
    if (mag_.size() > 2)
        return std::nullopt;
    uint64_t u = 0;
    for (size_t k = mag_.size(); k-- > 0;)
        u = (u << 32) | mag_[k];
    const uint64_t limit = static_cast<uint64_t>(std::numeric_limits<int64_t>::max()) + (negative_ ? 1 : 0);
    if (u > limit)
        return std::nullopt;
    return negative_ ? static_cast<int64_t>(static_cast<uint64_t>(0) - u) : static_cast<int64_t>(u);
}

std::string BigInt::toDecimal() const
{
    if (mag_.empty())
        return "0";
    Limbs rest = mag_;
    std::string out;
    while (!rest.empty()) {
        uint32_t chunk = divideSmall(rest, 1000000000U);
        for (int k = 0; k < 9 && (chunk != 0 || !rest.empty()); ++k) {
            out.push_back(static_cast<char>('0' + chunk % 10));
            chunk /= 10;
        }
    }
    if (negative_)
        out.push_back('-');
    std::reverse(out.begin(), out.end());
    return out;
}

double BigInt::toDouble() const
{
    // strtod rounds the exact decimal once, to nearest with ties to even, as float(int) does.
    return std::strtod(toDecimal().c_str(), nullptr);
}

int BigInt::compareMagnitude(const Limbs &a, const Limbs &b)
{
    if (a.size() != b.size())
        return a.size() < b.size() ? -1 : 1;
    for (size_t k = a.size(); k-- > 0;)
        if (a[k] != b[k])
            return a[k] < b[k] ? -1 : 1;
    return 0;
}

int compare(const BigInt &a, const BigInt &b)
{
    if (a.negative_ != b.negative_)
        return a.negative_ ? -1 : 1;
    const int c = BigInt::compareMagnitude(a.mag_, b.mag_);
    return a.negative_ ? -c : c;
}

BigInt::Limbs BigInt::addMagnitude(const Limbs &a, const Limbs &b)
{
    Limbs out(std::max(a.size(), b.size()) + 1, 0);
    uint64_t carry = 0;
    for (size_t k = 0; k + 1 < out.size(); ++k) {
        const uint64_t cur = carry + (k < a.size() ? a[k] : 0) + (k < b.size() ? b[k] : 0);
        out[k] = static_cast<uint32_t>(cur);
        carry = cur >> 32;
    }
    out.back() = static_cast<uint32_t>(carry);
    trim(out);
    return out;
}

BigInt::Limbs BigInt::subMagnitude(const Limbs &a, const Limbs &b)
{
    Limbs out(a.size(), 0);
    int64_t borrow = 0;
    for (size_t k = 0; k < a.size(); ++k) {
        int64_t cur = static_cast<int64_t>(a[k]) - (k < b.size() ? b[k] : 0) - borrow;
        borrow = cur < 0 ? 1 : 0;
        if (cur < 0)
            cur += int64_t(1) << 32;
        out[k] = static_cast<uint32_t>(cur);
    }
    trim(out);
    return out;
}

BigInt operator+(const BigInt &a, const BigInt &b)
{
    if (a.negative_ == b.negative_)
        return BigInt::make(a.negative_, BigInt::addMagnitude(a.mag_, b.mag_));
    if (BigInt::compareMagnitude(a.mag_, b.mag_) >= 0)
        return BigInt::make(a.negative_, BigInt::subMagnitude(a.mag_, b.mag_));
    return BigInt::make(b.negative_, BigInt::subMagnitude(b.mag_, a.mag_));
}

BigInt BigInt::operator-() const
{
    return make(!negative_, mag_);
}

BigInt operator-(const BigInt &a, const BigInt &b)
{
    return a + (-b);
}

BigInt operator*(const BigInt &a, const BigInt &b)
{
    BigInt::Limbs out(a.mag_.size() + b.mag_.size(), 0);
    for (size_t i = 0; i < a.mag_.size(); ++i) {
        uint64_t carry = 0;
        for (size_t j = 0; j < b.mag_.size(); ++j) {
            const uint64_t cur = static_cast<uint64_t>(a.mag_[i]) * b.mag_[j] + out[i + j] + carry;
            out[i + j] = static_cast<uint32_t>(cur);
            carry = cur >> 32;
        }
        out[i + b.mag_.size()] = static_cast<uint32_t>(carry);
    }
    return BigInt::make(a.negative_ != b.negative_, std::move(out));
}

BigInt BigInt::shiftedLeft(size_t bits) const
{
    if (mag_.empty())
        return *this;
    Limbs out(bits / 32, 0);
    const unsigned s = bits % 32;
    uint32_t carry = 0;
    for (const uint32_t limb : mag_) {
        out.push_back((limb << s) | carry);
        carry = s ? limb >> (32 - s) : 0;
    }
    out.push_back(carry);
    return make(negative_, std::move(out));
}

std::pair<BigInt::Limbs, BigInt::Limbs> BigInt::divModMagnitude(const Limbs &a, const Limbs &b)
{
    if (b.size() == 1) {
        Limbs q = a;
        const uint32_t r = divideSmall(q, b[0]);
        return {q, r ? Limbs{r} : Limbs{}};
    }
    // Binary long division: rule values are short, so bits × limbs is small.
    const BigInt whole = make(false, a);
    Limbs q(a.size(), 0), r;
    for (size_t bit = whole.bitLength(); bit-- > 0;) {
        r = make(false, r).shiftedLeft(1).mag_;
        if (testBit(a, bit)) {
            if (r.empty())
                r.push_back(0);
            r[0] |= 1U;
        }
        if (compareMagnitude(r, b) >= 0) {
            r = subMagnitude(r, b);
            q[bit / 32] |= 1U << (bit % 32);
        }
    }
    trim(q);
    return {q, r};
}

std::pair<BigInt, BigInt> floorDivMod(const BigInt &a, const BigInt &b)
{
    auto [qm, rm] = BigInt::divModMagnitude(a.mag_, b.mag_);
    BigInt q = BigInt::make(a.negative_ != b.negative_, std::move(qm));
    BigInt r = BigInt::make(a.negative_, std::move(rm));
    if (!r.isZero() && r.negative_ != b.negative_) {
        q = q - BigInt::fromInt64(1);
        r = r + b;
    }
    return {q, r};
}

std::optional<double> trueDivide(const BigInt &a, const BigInt &b)
{
    const bool negative = a.negative_ != b.negative_;
    if (a.isZero())
        return negative ? -0.0 : 0.0;
    // Scale so the integer quotient has at least 55 bits, then fold a non-zero remainder into its
    // lowest bit: rounding that integer once to 53 bits rounds the exact quotient correctly.
    const auto la = static_cast<long>(a.bitLength()), lb = static_cast<long>(b.bitLength());
    const long shift = std::max(0L, 56 + lb - la);
    auto [q, r] = BigInt::divModMagnitude(BigInt::make(false, a.mag_).shiftedLeft(static_cast<size_t>(shift)).mag_, b.mag_);
    if (!r.empty())
        q[0] |= 1U;
    const double rounded = BigInt::make(false, q).toDouble();
    const double value = std::ldexp(rounded, static_cast<int>(-shift));
    if (value != 0 && std::fabs(value) < std::numeric_limits<double>::min())
        return std::nullopt;
    return negative ? -value : value;
}

} // namespace scalescope::rules
