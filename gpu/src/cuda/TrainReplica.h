// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The train-step suites' model on one device: an MLP (input → ReLU hidden → softmax classes),
// forward and backward through cuBLASLt, fp32 or bf16 storage with fp32 accumulation. Shared by
// the devices of one process (CudaTrainStep.cu) and the ranks of a job (CudaRankSuites.cu).
#include "CublasLt.h"
#include "CudaCommon.h"

#include <memory>
#include <string>

namespace scalescope::gpu::cuda {

// The flat parameter vector [W1 | b1 | W2 | b2]; each part starts on a 256-byte boundary (128
// elements), the alignment cuBLASLt's heuristics assume for the matrices inside it.
struct Shape
{
    int in = 0, hidden = 0, classes = 0;
    static size_t aligned(size_t v) { return (v + 127) / 128 * 128; }
    size_t w1() const { return size_t(hidden) * in; }
    size_t b1() const { return aligned(w1()); } // offsets into the flat parameter vector
    size_t w2() const { return aligned(b1() + size_t(hidden)); }
    size_t b2() const { return aligned(w2() + size_t(classes) * hidden); }
    size_t parameters() const { return aligned(b2() + size_t(classes)); }
};

// The suites' model and global batch; --quick shrinks both.
inline Shape trainStepShape(bool quick)
{
    return quick ? Shape{512, 2048, 128} : Shape{1024, 4096, 256};
}
inline int trainStepBatch(bool quick)
{
    return quick ? 1024 : 4096;
}
inline std::string modelName(const Shape &s)
{
    return "MLP " + std::to_string(s.in) + "-" + std::to_string(s.hidden) + "-" + std::to_string(s.classes);
}

// One device's replica: parameters, gradients, activations and the five matmul plans. The
// parameters start identical on every device and in every process (the same seeds).
struct Replica
{
    Replica(int device, const Shape &shape, int batch, bool bf16Mode, cudaStream_t stream);
    ~Replica() { cudaSetDevice(dev); } // members are freed on their own device
    Replica(const Replica &) = delete;
    Replica &operator=(const Replica &) = delete;

    // Batch copy, forward and backward; records copyStart, computeStart and computeEnd.
    void forwardBackward(const float *hostBatch, int labelOffset);
    // The SGD step with the (summed) gradient; refreshes the bf16 shadow.
    void update(float lr);

    int dev;
    Shape s;
    int batch;
    bool half;
    cudaStream_t stream;
    DeviceScope scope; // the buffers below are allocated on dev
    DeviceBuffer params, grad, shadow, x, xa, h, ha, logits, dl, dla, dh, dha, loss, workspace;
    LtHandle lt;
    std::unique_ptr<LtMatmul> forward1, forward2, gradW2, backH, gradW1;
    Event copyStart, computeStart, computeEnd;

private:
    const void *weights(size_t offset) const;
    const void *act(const DeviceBuffer &f32, const DeviceBuffer &b16) const;
};

} // namespace scalescope::gpu::cuda
