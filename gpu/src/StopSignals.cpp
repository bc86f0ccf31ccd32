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
constexpr int kStdinClosed = -1;
std::atomic<int> g_cause{0}; // the first of: a signal's number, kStdinClosed

void noteCause(int cause)
{
    int none = 0;
    g_cause.compare_exchange_strong(none, cause); // lock-free: allowed in a signal handler
}

extern "C" void onStopSignal(int signal)
{
    noteCause(signal);
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
        noteCause(kStdinClosed);
        cancel.store(true);
    }).detach();
}

std::string stopCause()
{
    switch (g_cause.load()) {
    case SIGINT:
        return "SIGINT";
    case SIGTERM:
        return "SIGTERM";
    case kStdinClosed:
        return "stdin_closed";
    default:
        return {};
    }
}

} // namespace scalescope::gpu
