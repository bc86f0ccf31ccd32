// SPDX-FileCopyrightText: 2026 ScaleScope developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The baseline for scalescope-probe-mpi's all-reduce: MPI_Allreduce of float32 sums timed alone by
// the smallest loop (barrier, then `reps` calls back to back), busbw = bytes/t · 2(n−1)/n. Run it
// with tests/bench/probe_mpi_vs_loop.sh, which runs the probe's suite at the same sizes in the
// same session and prints probe ÷ loop.
#include <mpi.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <vector>

int main(int argc, char **argv)
{
    MPI_Init(&argc, &argv);
    int rank = 0, size = 1;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    const int reps = 50;
    for (int i = 1; i < argc; ++i) {
        const long bytes = std::atol(argv[i]);
        const size_t count = size_t(std::max(1L, bytes / long(sizeof(float))));
        std::vector<float> send(count, float(rank + 1)), receive(count);
        MPI_Allreduce(send.data(), receive.data(), int(count), MPI_FLOAT, MPI_SUM, MPI_COMM_WORLD); // warm-up
        std::vector<double> times;
        for (int r = 0; r < reps; ++r) {
            MPI_Barrier(MPI_COMM_WORLD);
            const double t0 = MPI_Wtime();
            MPI_Allreduce(send.data(), receive.data(), int(count), MPI_FLOAT, MPI_SUM, MPI_COMM_WORLD);
            times.push_back(MPI_Wtime() - t0);
        }
        std::sort(times.begin(), times.end());
        const double median = times[times.size() / 2];
        if (rank == 0)
            std::printf("%ld %.4f\n", bytes, double(bytes) / median / 1e9 * 2.0 * (size - 1) / size);
    }
    MPI_Finalize();
    return 0;
}
