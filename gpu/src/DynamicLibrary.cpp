// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "scalescope/gpu/DynamicLibrary.h"

#include <dlfcn.h>

namespace scalescope::gpu {

DynamicLibrary::~DynamicLibrary()
{
    // Never dlclose: CUDA libraries register atexit handlers and must outlive static destructors.
}

bool DynamicLibrary::open(const std::vector<std::string> &names)
{
    for (const std::string &n : names) {
        m_tried.push_back(n);
        if (void *h = dlopen(n.c_str(), RTLD_NOW | RTLD_LOCAL)) {
            m_handle = h;
            m_path = n;
            return true;
        }
        if (const char *e = dlerror())
            m_loaderError = e;
    }
    return false;
}

void *DynamicLibrary::symbol(const char *name)
{
    void *p = m_handle ? dlsym(m_handle, name) : nullptr;
    if (!p)
        m_missing.push_back(name);
    return p;
}

std::string DynamicLibrary::reasonCode() const
{
    if (!m_handle)
        return "library_missing";
    return m_missing.empty() ? std::string() : "symbol_missing";
}

std::string DynamicLibrary::reason() const
{
    std::string text;
    if (!m_handle) {
        text = "none of";
        for (const std::string &t : m_tried)
            text += " " + t;
        text += " could be loaded";
        if (!m_loaderError.empty())
            text += " (" + m_loaderError + ")";
        return text;
    }
    if (m_missing.empty())
        return {};
    text = m_path + " lacks";
    for (const std::string &m : m_missing)
        text += " " + m;
    return text;
}

std::vector<std::string> libraryCandidates(const std::vector<std::string> &sonames)
{
    std::vector<std::string> names = sonames;
#ifdef SCALESCOPE_CUDA_LIBRARY_DIR
    for (const std::string &s : sonames)
        names.push_back(std::string(SCALESCOPE_CUDA_LIBRARY_DIR) + "/" + s);
#endif
    return names;
}

} // namespace scalescope::gpu
