import ViewSim
