// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "CublasLt.h"

#include "scalescope/gpu/DynamicLibrary.h"

#include <memory>
#include <type_traits>

namespace scalescope::gpu::cuda {

const CublasLtApi &cublasLtApi()
{
    static const CublasLtApi api = [] {
        CublasLtApi a;
        static DynamicLibrary lib;
        if (lib.open(libraryCandidates({"libcublasLt.so." + std::to_string(CUBLAS_VER_MAJOR), "libcublasLt.so"}))) {
            lib.bind(a.Create, "cublasLtCreate");
            lib.bind(a.Destroy, "cublasLtDestroy");
            lib.bind(a.GetVersion, "cublasLtGetVersion");
            lib.bind(a.MatmulDescCreate, "cublasLtMatmulDescCreate");
            lib.bind(a.MatmulDescDestroy, "cublasLtMatmulDescDestroy");
            lib.bind(a.MatmulDescSetAttribute, "cublasLtMatmulDescSetAttribute");
            lib.bind(a.MatrixLayoutCreate, "cublasLtMatrixLayoutCreate");
            lib.bind(a.MatrixLayoutDestroy, "cublasLtMatrixLayoutDestroy");
            lib.bind(a.MatmulPreferenceCreate, "cublasLtMatmulPreferenceCreate");
            lib.bind(a.MatmulPreferenceDestroy, "cublasLtMatmulPreferenceDestroy");
            lib.bind(a.MatmulPreferenceSetAttribute, "cublasLtMatmulPreferenceSetAttribute");
            lib.bind(a.MatmulAlgoGetHeuristic, "cublasLtMatmulAlgoGetHeuristic");
            lib.bind(a.Matmul, "cublasLtMatmul");
            lib.bind(a.GetStatusString, "cublasLtGetStatusString");
        }
        a.path = lib.path();
        a.reasonCode = lib.reasonCode();
        a.reason = lib.reason();
        return a;
    }();
    return api;
}

void checkLt(cublasStatus_t s, const char *what)
{
    if (s == CUBLAS_STATUS_SUCCESS)
        return;
    const CublasLtApi &lt = cublasLtApi();
    throw std::runtime_error(std::string(what) + ": cuBLAS status " + std::to_string(int(s)) +
                             (lt.GetStatusString ? std::string(" (") + lt.GetStatusString(s) + ")" : std::string()));
}

LtHandle::LtHandle()
{
    checkLt(cublasLtApi().Create(&m_h), "cublasLtCreate");
}

LtHandle::~LtHandle()
{
    cublasLtApi().Destroy(m_h);
}

LtMatmul::LtMatmul(cublasLtHandle_t handle, const MatmulSpec &spec, size_t workspaceBytes)
    : m_handle(handle), m_spec(spec), m_workspaceBytes(workspaceBytes)
{
    try {
        plan();
    } catch (...) {
        release(); // a throwing constructor runs no destructor
        throw;
    }
}

void LtMatmul::plan()
{
    const MatmulSpec &spec = m_spec;
    const size_t workspaceBytes = m_workspaceBytes;
    const cublasLtHandle_t handle = m_handle;
    const CublasLtApi &lt = cublasLtApi();
    checkLt(lt.MatmulDescCreate(&m_desc, spec.compute, spec.scale), "cublasLtMatmulDescCreate");
    checkLt(lt.MatmulDescSetAttribute(m_desc, CUBLASLT_MATMUL_DESC_TRANSA, &spec.opA, sizeof spec.opA), "TRANSA");
    checkLt(lt.MatmulDescSetAttribute(m_desc, CUBLASLT_MATMUL_DESC_TRANSB, &spec.opB, sizeof spec.opB), "TRANSB");
    // Stored shapes: op(A) is m×k, op(B) is k×n; a transposed operand is stored the other way.
    const bool ta = spec.opA != CUBLAS_OP_N, tb = spec.opB != CUBLAS_OP_N;
    const uint64_t aRows = ta ? spec.k : spec.m, aCols = ta ? spec.m : spec.k;
    const uint64_t bRows = tb ? spec.n : spec.k, bCols = tb ? spec.k : spec.n;
    checkLt(lt.MatrixLayoutCreate(&m_a, spec.typeA, aRows, aCols, int64_t(aRows)), "layout A");
    checkLt(lt.MatrixLayoutCreate(&m_b, spec.typeB, bRows, bCols, int64_t(bRows)), "layout B");
    checkLt(lt.MatrixLayoutCreate(&m_c, spec.typeC, spec.m, spec.n, spec.m), "layout C");
    cublasLtMatmulPreference_t created = nullptr;
    checkLt(lt.MatmulPreferenceCreate(&created), "cublasLtMatmulPreferenceCreate");
    // Destroyed however this function leaves, a throwing SetAttribute included.
    const std::unique_ptr<std::remove_pointer_t<cublasLtMatmulPreference_t>, decltype(lt.MatmulPreferenceDestroy)> pref(
        created, lt.MatmulPreferenceDestroy);
    checkLt(lt.MatmulPreferenceSetAttribute(pref.get(), CUBLASLT_MATMUL_PREF_MAX_WORKSPACE_BYTES, &workspaceBytes,
                                            sizeof workspaceBytes),
            "workspace preference");
    cublasLtMatmulHeuristicResult_t result{};
    int found = 0;
    const cublasStatus_t s = lt.MatmulAlgoGetHeuristic(handle, m_desc, m_a, m_b, m_c, m_c, pref.get(), 1, &result, &found);
    if (s == CUBLAS_STATUS_NOT_SUPPORTED || (s == CUBLAS_STATUS_SUCCESS && found == 0))
        throw Unsupported("cuBLASLt has no algorithm for this type combination on this device");
    checkLt(s, "cublasLtMatmulAlgoGetHeuristic");
    m_algo = result.algo;
}

LtMatmul::~LtMatmul()
{
    release();
}

void LtMatmul::release()
{
    const CublasLtApi &lt = cublasLtApi();
    if (m_a)
        lt.MatrixLayoutDestroy(m_a);
    if (m_b)
        lt.MatrixLayoutDestroy(m_b);
    if (m_c)
        lt.MatrixLayoutDestroy(m_c);
    if (m_desc)
        lt.MatmulDescDestroy(m_desc);
    m_a = m_b = m_c = nullptr;
    m_desc = nullptr;
}

void LtMatmul::run(cudaStream_t stream, const void *a, const void *b, const void *c, void *d, void *workspace, double alpha,
                   double beta) const
{
    const float alphaF = float(alpha), betaF = float(beta);
    const bool wide = m_spec.scale == CUDA_R_64F;
    const void *pa = wide ? static_cast<const void *>(&alpha) : static_cast<const void *>(&alphaF);
    const void *pb = wide ? static_cast<const void *>(&beta) : static_cast<const void *>(&betaF);
    checkLt(cublasLtApi().Matmul(m_handle, m_desc, pa, a, m_a, b, m_b, pb, c ? c : d, m_c, d, m_c, &m_algo, workspace,
                                 m_workspaceBytes, stream),
            "cublasLtMatmul");
}

} // namespace scalescope::gpu::cuda
