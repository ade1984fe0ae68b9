import Foundation

/// The two clocks a measure reads.
enum Clock {
    /// CPU time of the calling thread, in seconds: what the work cost, whatever else the machine runs.
    static func threadCPUTime() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// Monotonic wall-clock time, in seconds.
    static func wallTime() -> Double {
        Double(DispatchTime.now().uptimeNanoseconds) / 1e9
    }

    /// User + system CPU time of this process (every thread) so far, in seconds.
    static func processCPUTime() -> Double {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec)
            + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
    }

    /// User + system CPU time of every waited-for child process so far, in seconds.
    static func childProcessesCPUTime() -> Double {
        var usage = rusage()
        getrusage(RUSAGE_CHILDREN.rawValue, &usage)
        return Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec)
            + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
    }
}
