// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A shared library opened at run time, so the probe starts on machines without cuBLAS, NCCL or
// NVML and reports the suites that need them as not_applicable with a reason code.
#include <string>
#include <vector>

namespace scalescope::gpu {

class DynamicLibrary
{
public:
    DynamicLibrary() = default;
    DynamicLibrary(const DynamicLibrary &) = delete;
    DynamicLibrary &operator=(const DynamicLibrary &) = delete;
    ~DynamicLibrary();

    // Tries each file name in order (the dynamic loader's search path applies to bare names).
    // False with reasonCode "library_missing" and the loader's message when none opens.
    bool open(const std::vector<std::string> &names);
    // The symbol's address, or nullptr after recording it in missingSymbols().
    void *symbol(const char *name);
    // Resolves `name` into a typed function pointer; false when missing.
    template <typename F> bool bind(F &fn, const char *name)
    {
        fn = reinterpret_cast<F>(symbol(name));
        return fn != nullptr;
    }

    bool isOpen() const { return m_handle != nullptr; }
    const std::string &path() const { return m_path; } // the name that opened
    const std::vector<std::string> &missingSymbols() const { return m_missing; }
    // "library_missing", "symbol_missing" or "" when usable.
    std::string reasonCode() const;
    std::string reason() const;

private:
    void *m_handle = nullptr;
    std::string m_path;
    std::string m_loaderError;
    std::vector<std::string> m_tried;
    std::vector<std::string> m_missing;
};

// Candidate names for a library: the versioned sonames first, then extra directories (the CUDA
// toolkit's lib64 this probe was built against), so a toolkit-only machine still finds them.
std::vector<std::string> libraryCandidates(const std::vector<std::string> &sonames);

} // namespace scalescope::gpu
