// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What every CUDA suite shares: errors as exceptions (the runner turns them into a failed test
// with the runtime's words), owning buffers, event timing and the L2 flush.
#include "scalescope/gpu/SuiteContext.h"

#include <cuda_runtime.h>

#include <cstdint>
#include <stdexcept>
#include <string>

namespace scalescope::gpu::cuda {

// The errors after which "any further CUDA work will return the same error" (driver_types.h):
// the process cannot use the device again.
inline bool isStickyError(cudaError_t e)
{
    switch (e) {
    case cudaErrorContained:
    case cudaErrorIllegalAddress:
    case cudaErrorLaunchTimeout:
    case cudaErrorAssert:
    case cudaErrorHardwareStackError:
    case cudaErrorIllegalInstruction:
    case cudaErrorMisalignedAddress:
    case cudaErrorInvalidAddressSpace:
    case cudaErrorInvalidPc:
    case cudaErrorLaunchFailure:
    case cudaErrorTensorMemoryLeak:
        return true;
    default:
        return false;
    }
}

inline void check(cudaError_t e, const char *what)
{
    if (e != cudaSuccess) {
        cudaGetLastError();
        const std::string message = std::string(what) + ": " + cudaGetErrorName(e) + " (" + cudaGetErrorString(e) + ")";
        if (isStickyError(e))
            throw DeviceLost(message);
        throw std::runtime_error(message);
    }
}

inline std::string deviceId(int index)
{
    return "cuda" + std::to_string(index);
}

// Device memory on the current device.
class DeviceBuffer
{
public:
    explicit DeviceBuffer(size_t bytes) : m_bytes(bytes) { check(cudaMalloc(&m_p, bytes), "cudaMalloc"); }
    ~DeviceBuffer() { cudaFree(m_p); }
    DeviceBuffer(const DeviceBuffer &) = delete;
    DeviceBuffer &operator=(const DeviceBuffer &) = delete;
    template <typename T = void> T *get() const { return static_cast<T *>(m_p); }
    size_t bytes() const { return m_bytes; }

private:
    void *m_p = nullptr;
    size_t m_bytes = 0;
};

// Page-locked host memory, mapped into every device's address space (kernels may read it).
class PinnedBuffer
{
public:
    explicit PinnedBuffer(size_t bytes) : m_bytes(bytes)
    {
        check(cudaHostAlloc(&m_p, bytes, cudaHostAllocPortable | cudaHostAllocMapped), "cudaHostAlloc");
    }
    ~PinnedBuffer() { cudaFreeHost(m_p); }
    PinnedBuffer(const PinnedBuffer &) = delete;
    PinnedBuffer &operator=(const PinnedBuffer &) = delete;
    template <typename T = void> T *get() const { return static_cast<T *>(m_p); }
    size_t bytes() const { return m_bytes; }

private:
    void *m_p = nullptr;
    size_t m_bytes = 0;
};

class Stream
{
public:
    Stream() { check(cudaStreamCreateWithFlags(&m_s, cudaStreamNonBlocking), "cudaStreamCreate"); }
    ~Stream() { cudaStreamDestroy(m_s); }
    Stream(const Stream &) = delete;
    Stream &operator=(const Stream &) = delete;
    operator cudaStream_t() const { return m_s; }

private:
    cudaStream_t m_s = nullptr;
};

class Event
{
public:
    Event() { check(cudaEventCreate(&m_e), "cudaEventCreate"); }
    ~Event() { cudaEventDestroy(m_e); }
    Event(const Event &) = delete;
    Event &operator=(const Event &) = delete;
    operator cudaEvent_t() const { return m_e; }
    void record(cudaStream_t s) { check(cudaEventRecord(m_e, s), "cudaEventRecord"); }

private:
    cudaEvent_t m_e = nullptr;
};

// Seconds between two recorded events (waits for the second).
inline double elapsedSeconds(const Event &start, const Event &stop)
{
    check(cudaEventSynchronize(stop), "cudaEventSynchronize");
    float ms = 0;
    check(cudaEventElapsedTime(&ms, start, stop), "cudaEventElapsedTime");
    return double(ms) / 1e3;
}

// Writing a buffer twice the L2's size evicts whatever a timed kernel would otherwise find there.
class L2Flusher
{
public:
    explicit L2Flusher(int device);
    void flush(cudaStream_t s);

private:
    DeviceBuffer m_buffer;
};

int deviceAttribute(cudaDeviceAttr attr, int device);

// Makes `device` current for the scope and restores the previous one.
class DeviceScope
{
public:
    explicit DeviceScope(int device)
    {
        cudaGetDevice(&m_previous);
        check(cudaSetDevice(device), "cudaSetDevice");
    }
    ~DeviceScope() { cudaSetDevice(m_previous); }

private:
    int m_previous = 0;
};

// A kernel grid that fills the device: enough resident blocks of `threads` for every SM.
int fullGrid(const void *kernel, int threads, int device);

// A bandwidth result: values = bytes / seconds / 1e9 for each timed sample (GB/s).
TestResult bandwidthResult(const std::string &suite, const std::string &name, const std::string &device,
                           const std::vector<double> &seconds, double bytesPerCall, const std::string &convention);

// Marks r failed (verification_failed) unless ok; records what was checked.
void setVerified(TestResult &r, bool ok, nlohmann::json verification);

// The device's name as the runtime gives it.
std::string deviceName(int device);

} // namespace scalescope::gpu::cuda
