print("viewsim")
