#include "scalescope/gpu/StdinWatch.h"

#include <cerrno>
#include <thread>

#include <unistd.h>

namespace scalescope::gpu {

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
