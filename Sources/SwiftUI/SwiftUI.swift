// Models Apple's `import SwiftUI` on Linux: one import that makes viewsim's SwiftUI names visible,
// with what Apple's module brings along without another import (Foundation, Observation for
// `@Observable`, and viewsim's subset of Combine's names, which live in ViewSim).
// Simplifies: built on Linux only (Package.swift); write `.simNow` where SwiftUI writes `.now`
// in timeline schedules and `Simulation.random` for randomness (docs/SwiftUI-API.md).
@_exported import Foundation
@_exported import Observation
@_exported import ViewSim
