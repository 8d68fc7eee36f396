// The lesson's inbox (not in the seeds; the pattern of Apple's
// `onDelete(perform:)` documentation): a List of messages whose rows keep a
// star in `@State`; deleting one row leaves its neighbours' stars where they
// were, because each row's identity is its message's id.
import ViewSim

extension Lesson14 {
    /// One message of the inbox.
    struct Message: Identifiable, Hashable, Sendable {
        let id: Int
        let sender: String

        /// The inbox the lesson starts with.
        static let samples = ["Ada", "Brook", "Cy", "Dee", "Eve"].enumerated().map {
            Message(id: $0.offset, sender: $0.element)
        }
    }

    /// A list of messages; a swipe (`sim.delete(row:in:)`) deletes one.
    struct Inbox: View {
        @State private var messages = Message.samples

        var body: some View {
            // lesson-code: lesson14-inbox
            List {
                ForEach(messages) { message in
                    MessageRow(message: message)
                }
                .onDelete { offsets in
                    messages.remove(atOffsets: offsets)
                }
            }
            // end lesson-code: lesson14-inbox
            .accessibilityIdentifier("inbox")
        }
    }

    /// A message with a star the user toggles: the star is the row's own state.
    struct MessageRow: View {
        let message: Message
        @State private var isStarred = false

        var body: some View {
            // lesson-code: lesson14-message-row
            HStack {
                Text(message.sender)
                Text(isStarred ? "★" : "☆")
                    .onTapGesture { isStarred.toggle() }
                    .accessibilityIdentifier("star \(message.sender)")
            }
            // end lesson-code: lesson14-message-row
        }
    }
}
