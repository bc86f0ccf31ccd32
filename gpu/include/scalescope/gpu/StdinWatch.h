#pragma once
// --stop-on-stdin-eof: a thread that reads standard input to its end, then sets the cancel flag as
// SIGTERM does. ssh closes the remote command's standard input when its connection ends, so a run
// whose caller went away (or closed the pipe to cancel) stops and still writes what it measured.
#include <atomic>

namespace scalescope::gpu {

// Starts the watcher; it lives until the process ends.
void cancelWhenStdinCloses(std::atomic<bool> &cancel);

} // namespace scalescope::gpu
