// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "scalescope/gpu/StopSignals.h"

#include <cerrno>
#include <csignal>
#include <thread>

#include <unistd.h>

namespace scalescope::gpu {
namespace {

std::atomic<bool> *g_cancel = nullptr;

extern "C" void onStopSignal(int)
{
    if (g_cancel)
        g_cancel->store(true);
}

} // namespace

void stopOnSignals(std::atomic<bool> &cancel)
{
    g_cancel = &cancel;
    struct sigaction sa
    {
    };
    sa.sa_handler = onStopSignal;
    sigemptyset(&sa.sa_mask);
    sigaction(SIGINT, &sa, nullptr);
    sigaction(SIGTERM, &sa, nullptr);
    std::signal(SIGPIPE, SIG_IGN);
}

void cancelWhenStdinCloses(std::atomic<bool> &cancel)
{
    std::thread([&cancel]() {
        char buffer[256];
        for (;;) {
            const ssize_t n = ::read(STDIN_FILENO, buffer, sizeof buffer);
            if (n > 0 || (n < 0 && errno == EINTR))
                continue; // what the caller writes means nothing; only the end does
            break;
        }
        cancel.store(true);
    }).detach();
}

} // namespace scalescope::gpu
