// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// One data-parallel worker's replica of the small MLP the CPU train-step suites train (input →
// ReLU hidden layer → softmax classes): its weights, its share of the batch, its flat gradient.
// Threads on one host (CpuTrainStep) and MPI ranks (scalescope-probe-mpi) train the same model.
#include <Eigen/Core>

#include <random>
#include <vector>

namespace scalescope::gpu {

struct MlpModel
{
    int in = 0, hidden = 0, classes = 0;
    Eigen::MatrixXf w1, w2;
    Eigen::VectorXf b1, b2;
    size_t parameterCount() const { return size_t(w1.size() + w2.size() + b1.size() + b2.size()); }
};

struct Replica
{
    MlpModel m;
    Eigen::MatrixXf x;       // batch × in
    std::vector<int> y;      // labels
    std::vector<float> grad; // flat: w1, b1, w2, b2
    double computeS = 0;
    double loss = 0;
};

// The same initial weights for every replica (a fixed seed); `batch` random samples from `rng`.
// With bf16 the weights and inputs are rounded to bfloat16.
void initReplica(Replica &r, int in, int hidden, int classes, int batch, bool bf16, std::mt19937 &rng);
// Forward + backward on the replica's batch; fills the flat gradient (summed over samples) and the loss.
void computeGradient(Replica &r, bool bf16);
// weights −= scale · gradient (rounded again with bf16).
void applyUpdate(Replica &r, float scale, bool bf16);

} // namespace scalescope::gpu
