// Models nothing of SwiftUI: reports the calls viewsim accepts but does not
// simulate (`NotModelledAPI`), one diagnostic per API per simulation, at the first
// use, under the event that made the call.
// Simplifies: a later use of the same API is not reported again.

extension ViewGraph {
    /// Records a `notModelled` diagnostic for `api` the first time this simulation
    /// meets it, caused by `cause` (by default the event that is running).
    func reportNotModelled(_ api: NotModelledAPI, node: NodeRef?, detail: String? = nil, cause: EventID? = nil) {
        guard reportedNotModelled.insert(api).inserted else { return }
        openLooseFrameIfNeeded()
        record(.diagnostic(.notModelled(api, node: node, detail: detail)), cause: cause ?? activeCause)
    }
}
