// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// cuBLASLt loaded at run time (its types come from the toolkit's header, its code from
// libcublasLt.so found when the probe runs), and a matmul plan: descriptors, layouts and the
// heuristic's algorithm made once, run many times.
#include "CudaCommon.h"

#include <cublasLt.h>

#include <string>

namespace scalescope::gpu::cuda {

struct CublasLtApi
{
    decltype(&::cublasLtCreate) Create = nullptr;
    decltype(&::cublasLtDestroy) Destroy = nullptr;
    decltype(&::cublasLtGetVersion) GetVersion = nullptr;
    decltype(&::cublasLtMatmulDescCreate) MatmulDescCreate = nullptr;
    decltype(&::cublasLtMatmulDescDestroy) MatmulDescDestroy = nullptr;
    decltype(&::cublasLtMatmulDescSetAttribute) MatmulDescSetAttribute = nullptr;
    decltype(&::cublasLtMatrixLayoutCreate) MatrixLayoutCreate = nullptr;
    decltype(&::cublasLtMatrixLayoutDestroy) MatrixLayoutDestroy = nullptr;
    decltype(&::cublasLtMatmulPreferenceCreate) MatmulPreferenceCreate = nullptr;
    decltype(&::cublasLtMatmulPreferenceDestroy) MatmulPreferenceDestroy = nullptr;
    decltype(&::cublasLtMatmulPreferenceSetAttribute) MatmulPreferenceSetAttribute = nullptr;
    decltype(&::cublasLtMatmulAlgoGetHeuristic) MatmulAlgoGetHeuristic = nullptr;
    decltype(&::cublasLtMatmul) Matmul = nullptr;
    decltype(&::cublasLtGetStatusString) GetStatusString = nullptr;

    std::string path;
    std::string reasonCode; // empty when usable
    std::string reason;
    bool usable() const { return reasonCode.empty(); }
};

// Loads libcublasLt once per process; never throws.
const CublasLtApi &cublasLtApi();

// Thrown when cuBLASLt has no algorithm for a type combination on this device.
struct Unsupported : std::runtime_error
{
    using std::runtime_error::runtime_error;
};

void checkLt(cublasStatus_t s, const char *what);

// One cuBLASLt handle per device (a handle belongs to the device current at its creation).
class LtHandle
{
public:
    LtHandle();
    ~LtHandle();
    LtHandle(const LtHandle &) = delete;
    LtHandle &operator=(const LtHandle &) = delete;
    operator cublasLtHandle_t() const { return m_h; }

private:
    cublasLtHandle_t m_h = nullptr;
};

// D (m×n) = alpha · op(A) · op(B) + beta · C, column major, every matrix dense.
struct MatmulSpec
{
    cublasOperation_t opA = CUBLAS_OP_N, opB = CUBLAS_OP_N;
    int64_t m = 0, n = 0, k = 0;
    cudaDataType_t typeA = CUDA_R_32F, typeB = CUDA_R_32F, typeC = CUDA_R_32F;
    cublasComputeType_t compute = CUBLAS_COMPUTE_32F;
    cudaDataType_t scale = CUDA_R_32F;
};

class LtMatmul
{
public:
    LtMatmul(cublasLtHandle_t handle, const MatmulSpec &spec, size_t workspaceBytes);
    ~LtMatmul();
    LtMatmul(const LtMatmul &) = delete;
    LtMatmul &operator=(const LtMatmul &) = delete;
    // C is read only when beta != 0; D may be C.
    void run(cudaStream_t stream, const void *a, const void *b, const void *c, void *d, void *workspace, double alpha = 1.0,
             double beta = 0.0) const;

private:
    void plan();
    void release();
    cublasLtHandle_t m_handle;
    MatmulSpec m_spec;
    size_t m_workspaceBytes;
    cublasLtMatmulDesc_t m_desc = nullptr;
    cublasLtMatrixLayout_t m_a = nullptr, m_b = nullptr, m_c = nullptr;
    cublasLtMatmulAlgo_t m_algo{};
};

} // namespace scalescope::gpu::cuda
