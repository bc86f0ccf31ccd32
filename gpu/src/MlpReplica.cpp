// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "scalescope/gpu/MlpReplica.h"

#include <Eigen/Dense>

#include <algorithm>
#include <cmath>
#include <cstring>

namespace scalescope::gpu {
namespace {

using Mat = Eigen::MatrixXf;
using Vec = Eigen::VectorXf;

float roundBf16(float x)
{
    uint32_t u;
    std::memcpy(&u, &x, 4);
    u += 0x7FFF + ((u >> 16) & 1); // round to nearest even on the dropped half
    u &= 0xFFFF0000u;
    std::memcpy(&x, &u, 4);
    return x;
}

void roundAll(float *p, Eigen::Index n)
{
    for (Eigen::Index i = 0; i < n; ++i)
        p[i] = roundBf16(p[i]);
}

void initModel(MlpModel &m, int in, int hidden, int classes, bool bf16)
{
    std::mt19937 rng(7);
    std::normal_distribution<float> d(0.0f, 1.0f);
    m.in = in, m.hidden = hidden, m.classes = classes;
    m.w1 = Mat(in, hidden);
    m.w2 = Mat(hidden, classes);
    for (Eigen::Index i = 0; i < m.w1.size(); ++i)
        m.w1.data()[i] = d(rng) * std::sqrt(2.0f / in);
    for (Eigen::Index i = 0; i < m.w2.size(); ++i)
        m.w2.data()[i] = d(rng) * std::sqrt(2.0f / hidden);
    m.b1 = Vec::Zero(hidden);
    m.b2 = Vec::Zero(classes);
    if (bf16) {
        roundAll(m.w1.data(), m.w1.size());
        roundAll(m.w2.data(), m.w2.size());
    }
}

} // namespace

void initReplica(Replica &r, int in, int hidden, int classes, int batch, bool bf16, std::mt19937 &rng)
{
    std::normal_distribution<float> d(0.0f, 1.0f);
    std::uniform_int_distribution<int> label(0, classes - 1);
    initModel(r.m, in, hidden, classes, bf16);
    r.x = Mat(batch, in);
    for (Eigen::Index i = 0; i < r.x.size(); ++i)
        r.x.data()[i] = d(rng);
    if (bf16)
        roundAll(r.x.data(), r.x.size());
    r.y.resize(size_t(batch));
    for (int &y : r.y)
        y = label(rng);
    r.grad.assign(r.m.parameterCount(), 0.0f);
}

void computeGradient(Replica &r, bool bf16)
{
    const MlpModel &m = r.m;
    const Eigen::Index batch = r.x.rows();
    Mat h = (r.x * m.w1).rowwise() + m.b1.transpose();
    h = h.cwiseMax(0.0f);
    if (bf16)
        roundAll(h.data(), h.size());
    Mat logits = (h * m.w2).rowwise() + m.b2.transpose();
    // softmax cross-entropy
    Mat dlogits(batch, m.classes);
    double loss = 0;
    for (Eigen::Index i = 0; i < batch; ++i) {
        const float mx = logits.row(i).maxCoeff();
        Eigen::RowVectorXf e = (logits.row(i).array() - mx).exp();
        const float sum = e.sum();
        e /= sum;
        loss -= std::log(std::max(1e-30f, e(r.y[size_t(i)])));
        e(r.y[size_t(i)]) -= 1.0f;
        dlogits.row(i) = e;
    }
    r.loss = loss / double(batch);
    const Mat gw2 = h.transpose() * dlogits;
    const Vec gb2 = dlogits.colwise().sum().transpose();
    Mat dh = dlogits * m.w2.transpose();
    dh = dh.cwiseProduct((h.array() > 0.0f).cast<float>().matrix());
    const Mat gw1 = r.x.transpose() * dh;
    const Vec gb1 = dh.colwise().sum().transpose();
    float *g = r.grad.data();
    std::memcpy(g, gw1.data(), sizeof(float) * size_t(gw1.size()));
    g += gw1.size();
    std::memcpy(g, gb1.data(), sizeof(float) * size_t(gb1.size()));
    g += gb1.size();
    std::memcpy(g, gw2.data(), sizeof(float) * size_t(gw2.size()));
    g += gw2.size();
    std::memcpy(g, gb2.data(), sizeof(float) * size_t(gb2.size()));
}

void applyUpdate(Replica &r, float scale, bool bf16)
{
    MlpModel &m = r.m;
    const float *g = r.grad.data();
    auto step = [&](float *p, Eigen::Index n) {
        for (Eigen::Index i = 0; i < n; ++i)
            p[i] -= scale * g[i];
        if (bf16)
            roundAll(p, n);
        g += n;
    };
    step(m.w1.data(), m.w1.size());
    step(m.b1.data(), m.b1.size());
    step(m.w2.data(), m.w2.size());
    step(m.b2.data(), m.b2.size());
}

} // namespace scalescope::gpu
