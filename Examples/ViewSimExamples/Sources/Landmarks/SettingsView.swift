// The settings sheet: a Form bound into the model's profile, dismissed by Done.
import SwiftUI

struct SettingsView: View {
    @Environment(ModelData.self) var modelData
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        @Bindable var modelData = modelData

        NavigationStack {
            Form {
                Section("Profile") {
                    TextField("Username", text: $modelData.profile.username)
                        .accessibilityIdentifier("username")
                    Toggle("Enable Notifications", isOn: $modelData.profile.prefersNotifications)
                        .accessibilityIdentifier("notifications")
                    Picker("Seasonal Photo", selection: $modelData.profile.seasonalPhoto) {
                        ForEach(Profile.Season.allCases) { season in
                            Text(season.rawValue).tag(season)
                        }
                    }
                    .pickerStyle(.segmented)
                    .accessibilityIdentifier("season")
                }
            }
            .navigationTitle("Settings")
            .toolbar {
                Button("Done") { dismiss() }
                    .accessibilityIdentifier("done")
            }
        }
    }
}
