// The import-boundary rule of the client's route folders: filled in with the shared client layer.
export default [];
